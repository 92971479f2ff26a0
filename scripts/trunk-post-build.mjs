// Trunk's post_build hook (Trunk.toml): what Trunk cannot do, on one page's build in its staging
// folder (TRUNK_STAGING_DIR), after Trunk has written and minified the page and before it moves
// the folder into place:
// 1. In a release build, the page's Content-Security-Policy, in a <meta http-equiv> right after
//    its charset (before any script), made from the page as built: Trunk has no CSP of its own
//    (its `create_nonce` gives nonces, which a static page cannot renew per response), and the
//    policy's hashes must be of the inline scripts' final text, after Trunk's minifier and its
//    own script (the app's start, Trunk.toml's pattern_script), which exist only here. Not in a
//    development build: `trunk serve` writes its reload script's address into the page as it
//    sends it (from the request's Host), so that script's hash cannot be known here.
//    Scripts from the site itself and the page's own inline scripts by their SHA-256, none other,
//    no 'unsafe-inline' or eval for scripts; 'wasm-unsafe-eval' to compile the app's and the
//    engine worker's wasm. Styles keep 'unsafe-inline': the app writes style attributes (the
//    board's vehicles as they are dragged) and puts the palette's <style> in the head at run
//    time. Images from the site and blob: (the board and the state graph drawn to a PNG file go
//    through an SVG image of a blob). Workers, the service worker, the manifest, fetches (the
//    wasm, the daily puzzles): the site itself (default-src). No
//    plugins, no <base>, no form posts. scripts/static-server.mjs sends the same policy as a
//    header.
// 2. In a release build, before 1., what Trunk's minifier (minify-js 0.5, in Trunk and in its minify-html)
//    leaves as written, minified by esbuild: the app's JS glue, an ES module that ends in
//    `export { initSync, __wbg_init as default }` ("Failed to minify JS: RequiredTokenNotFound"
//    in Trunk's log; 57,058 B as written, 25,925 B minified), and the page's inline scripts it
//    gives up on (the app's start, a module with a top-level await; the service worker's
//    registration), so that the policy's hashes are of the scripts as served.
// 3. In a release build, FILE.gz and FILE.br beside each text and wasm file of the page's folder
//    (scripts/precompress.mjs): Trunk writes no compressed copies.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { precompress } from './precompress.mjs';

const stage = process.env.TRUNK_STAGING_DIR;
if (!stage) {
  console.error('trunk-post-build: no TRUNK_STAGING_DIR (this is Trunk.toml\'s post_build hook, run by trunk)');
  process.exit(2);
}
const page = join(stage, 'index.html');

/** The page with its Content-Security-Policy after its charset. */
function withPolicy(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  if (/http-equiv="?Content-Security-Policy/i.test(html)) throw new Error('the page already has a Content-Security-Policy');
  const charset = /<meta charset=("?)utf-8\1\s*\/?>/i.exec(html);
  if (!charset) throw new Error('the page has no <meta charset=utf-8> to put its Content-Security-Policy after');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}">${html.slice(at)}`;
}

/** The page with its inline scripts minified, and the app's glue (its modulepreload) minified in
 * its file. */
function minified(html) {
  const glue = /<link\b[^>]*\brel="?modulepreload"?[^>]*>/i.exec(html)?.[0].match(/\bhref="?\.\/([^"\s>]+)/)?.[1];
  if (!glue) throw new Error('the page has no modulepreload of the app\'s glue');
  const file = join(stage, glue);
  writeFileSync(file, transformSync(readFileSync(file, 'utf8'), { loader: 'js', format: 'esm', minify: true }).code);
  return html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (element, attrs, body) => {
    if (/\bsrc\s*=/i.test(attrs) || !body.trim()) return element;
    const module = /\btype="?module"?/i.test(attrs);
    const { code } = transformSync(body, { loader: 'js', minify: true, ...(module ? { format: 'esm' } : {}) });
    return `<script${attrs}>${code.trim()}</script>`;
  });
}

try {
  if (process.env.TRUNK_PROFILE === 'release') {
    writeFileSync(page, withPolicy(minified(readFileSync(page, 'utf8'))));
    const { raw, gz, br } = precompress([stage]);
    console.log(`trunk-post-build: ${process.env.TRUNK_HTML_FILE}: precompressed ${raw} B raw, ${gz} B gzip, ${br} B brotli (all the text and wasm files)`);
  }
} catch (error) {
  console.error(`trunk-post-build: ${process.env.TRUNK_HTML_FILE}: ${error.message}`);
  process.exit(1);
}

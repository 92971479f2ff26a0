// Builds one page of the site (index.html or tools.html) into a folder of static files:
//
//   node scripts/build-page.mjs index.html dist
//   node scripts/build-page.mjs tools.html dist/tools
//
// The page names what goes beside it with <link data-build rel=… /> elements in its head, each
// replaced in the output by what a browser loads:
//   rel="rust" data-bin=B data-profile=P [data-no-default-features] [data-features=LIST]
//            data-wasm-opt=LEVEL
//       the binary B built for wasm32 with cargo's profile P (and --no-default-features,
//       --features LIST when given), its JS glue made by wasm-bindgen
//       (--target web), its wasm optimised by wasm-opt -O<LEVEL>; both named B-<hash>.js and
//       B-<hash>_bg.wasm (a hash of their content); in the page, a module script that compiles
//       the wasm as it comes and starts it (once the page's first paint is on screen) where the
//       link was, and preloads of both at the end of the head.
//   the same with data-type="worker"
//       a Web Worker: wasm-bindgen --target no-modules, named B.js and B_bg.wasm (no hash: the
//       page starts it by name at run time), nothing in the page.
//       A start that fails (the glue or the wasm not loaded, no WebAssembly, a trap in `main`)
//       sends the window an `app-start-failed` event with its error (static/failure-banner.js
//       shows it).
//   rel="css" href=F      F minified, as NAME-<hash>.css, linked with its integrity (sha384).
//   rel="inline-script" href=F   F minified, in a script element where the link was.
//   rel="icon" href=F     F as NAME-<hash>.EXT, linked with its integrity.
//   rel="copy-file" href=F / rel="copy-dir" href=D   copied beside the page under their own names.
// Then the page itself is minified (minify-html: comments and needless whitespace and quotes
// dropped). esbuild minifies the CSS and the JS glue. cargo, wasm-bindgen and wasm-opt come from
// PATH (scripts/setup.sh); nothing is downloaded. The folder is written whole or not at all: it is
// built beside its place and moved there at the end.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import minifyHtml from '@minify-html/node';
import { transformSync } from 'esbuild';
import { withLock } from './file-lock.mjs';

const [pageArg, outArg, ...rest] = process.argv.slice(2);
if (!pageArg || !outArg || rest.length > 0) {
  console.error('usage: node scripts/build-page.mjs PAGE.html OUT_DIR');
  process.exit(2);
}
const page = resolve(pageArg);
const root = dirname(page);
const out = resolve(outArg);
const stage = join(dirname(out), `.${basename(out)}-stage`);

/** The tools running (runAsync): stopped with the build when one fails. */
const running = new Set();

// Stopped from outside (build-release.sh stops one page when the other fails): the tools still
// running are stopped too, not left to finish on their own.
process.on('SIGTERM', () => {
  for (const child of running) child.kill();
  process.exit(143);
});

/** Stops the build, and the tools still running, with a message naming the page (and the
 * element, when there is one). */
function fail(message, element) {
  const where = element ? ` (${element.replace(/\s+/g, ' ').slice(0, 120)})` : '';
  console.error(`build-page: ${pageArg}: ${message}${where}`);
  for (const child of running) child.kill();
  process.exit(1);
}

/** The first 16 hex digits of the SHA-256 of `parts`: the name's content hash. */
function contentHash(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 16);
}

/** The value of an `integrity` attribute for `data`. */
function integrity(data) {
  return `sha384-${createHash('sha384').update(data).digest('base64')}`;
}

/** `name` as NAME-<hash>.EXT. */
function hashedName(name, hash) {
  const ext = extname(name);
  return `${basename(name, ext)}-${hash}${ext}`;
}

/** The attributes of a <link …> element: { rel: 'css', href: '…', 'data-no-default-features': '' }. */
function attributes(element) {
  const attrs = {};
  for (const m of element.slice('<link'.length).matchAll(/([\w-]+)(?:\s*=\s*"([^"]*)")?/g)) attrs[m[1]] = m[2] ?? '';
  return attrs;
}

/** Runs a tool without holding up the others; resolves to its standard output (the tool's own
 * goes to ours when `capture` is false), and a failure stops the build. */
function runAsync(command, args, capture = false) {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    running.add(child);
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.on('error', (error) => fail(`${command} could not be started: ${error.message}`));
    child.on('close', (status, signal) => {
      running.delete(child);
      if (status !== 0) fail(`${command} ${args.join(' ')} exited with ${status ?? signal}`);
      done(stdout);
    });
  });
}

/** Runs `work` holding the lock of `profile`'s folder of the target dir (scripts/file-lock.mjs).
 * The game's page and the tools' page build the same binaries with different features, side by
 * side (build-release.sh), and cargo writes both variants to one file (<profile>/<bin>.wasm):
 * cargo's own lock covers its build, not the read that follows, so the other page's cargo could
 * replace the file before this one copied it (with both builds fresh they end within a second of
 * each other, and the tools' page once shipped the game's engine worker). */
function withProfileLock(profile, work) {
  const target = resolve(process.env.CARGO_TARGET_DIR ?? join(root, 'target'));
  return withLock(join(tmpdir(), `rush-hour-build-${contentHash(target).slice(0, 12)}-${profile}.lock`), work);
}

/** The wasm file cargo built for `bin` (found in its JSON messages), copied to `copy` under the
 * profile's lock (`withProfileLock`). */
async function cargoBuild(bin, profile, noDefaultFeatures, features, copy) {
  const args = ['build', '--manifest-path', join(root, 'Cargo.toml'), '--target', 'wasm32-unknown-unknown', '--bin', bin];
  args.push('--profile', profile, '--message-format', 'json-render-diagnostics');
  if (noDefaultFeatures) args.push('--no-default-features');
  if (features) args.push('--features', features);
  return withProfileLock(profile, async () => {
    console.log(`build-page: cargo ${args.join(' ')}`);
    const stdout = await runAsync('cargo', args, true);
    for (const line of stdout.split('\n')) {
      if (!line.startsWith('{')) continue;
      const message = JSON.parse(line);
      if (message.reason === 'compiler-artifact' && message.target?.name === bin) {
        const wasm = message.filenames.find((f) => f.endsWith('.wasm'));
        if (wasm) {
          mkdirSync(dirname(copy), { recursive: true });
          copyFileSync(wasm, copy);
          return copy;
        }
      }
    }
    return fail(`cargo built no wasm for the binary ${bin}`);
  });
}

/** A Rust binary as JS glue and wasm in the staging folder; resolves to the names it wrote. */
async function buildRust(attrs, element) {
  const bin = attrs['data-bin'];
  const profile = attrs['data-profile'];
  const level = attrs['data-wasm-opt'];
  if (!bin || !profile || !level) fail('a rust link needs data-bin, data-profile and data-wasm-opt', element);
  const worker = attrs['data-type'] === 'worker';
  const glue = join(stage, '.bindgen', bin);
  const wasm = await cargoBuild(bin, profile, 'data-no-default-features' in attrs, attrs['data-features'], join(stage, '.cargo', `${bin}.wasm`));
  await runAsync('wasm-bindgen', ['--target', worker ? 'no-modules' : 'web', '--no-typescript', '--out-dir', glue, '--out-name', bin, wasm]);
  const optimised = join(glue, `${bin}_opt.wasm`);
  await runAsync('wasm-opt', [`-O${level}`, join(glue, `${bin}_bg.wasm`), '-o', optimised]);
  const wasmBytes = readFileSync(optimised);
  let js = readFileSync(join(glue, `${bin}.js`), 'utf8');
  if (existsSync(join(glue, 'snippets'))) cpSync(join(glue, 'snippets'), join(stage, 'snippets'), { recursive: true });
  if (worker) {
    // A classic script: its global `wasm_bindgen` is what the loader calls, so top-level names stay.
    writeFileSync(join(stage, `${bin}.js`), transformSync(js, { loader: 'js', minify: true }).code);
    writeFileSync(join(stage, `${bin}_bg.wasm`), wasmBytes);
    return null;
  }
  const hash = contentHash(wasmBytes, js);
  const names = { js: `${bin}-${hash}.js`, wasm: `${bin}-${hash}_bg.wasm` };
  // The glue's own default path to its wasm, for a caller that gives none.
  js = js.replaceAll(`'${bin}_bg.wasm'`, `'${names.wasm}'`);
  writeFileSync(join(stage, names.js), transformSync(js, { loader: 'js', format: 'esm', minify: true }).code);
  writeFileSync(join(stage, names.wasm), wasmBytes);
  return names;
}

// The app replaces the page's first paint (its markup in the HTML): it starts once that paint is
// on screen, when the browser reports its first contentful paint; at once where it reports none
// or the page is hidden (a tab in the background paints nothing), or when the page is hidden
// before its paint; after 3 s at most. Started sooner, the app's markup took the first paint's
// place before Chromium had timed that paint, so the page's largest paint was the app's copy of
// the tagline, after the wasm, not the HTML's (tests/e2e/first-paint.test.mjs). A cap of 300 ms
// in place of the wait for the hidden page did the same on a busy machine (four browsers on two
// cores: the first paint at 848 ms, the largest at 1,052 ms). The wasm's download, preloaded,
// goes on meanwhile.
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint') || document.visibilityState === 'hidden') return go();
  document.addEventListener('visibilitychange', go, { once: true });
  setTimeout(go, 3000);
  new PerformanceObserver((l) => { if (l.getEntriesByName('first-contentful-paint').length) go(); }).observe({ type: 'paint', buffered: true });
});`;

// The app's wasm compiled as it downloads, from the page's start (the download is preloaded), not
// when the app starts; then instantiated and started from the compiled module after the first
// paint. Given a path, wasm-bindgen's init compiled, instantiated and ran `main` in one task after
// the first paint (128 ms in a trace here, 45 ms of it the compile's end). A response not
// labelled application/wasm (which `compileStreaming` refuses) is compiled from its bytes.
const compiled = (wasm) => `const wasm = fetch('./${wasm}').then((response) => {
  if (!response.ok) throw new Error(\`failed to fetch ${wasm}: \${response.status}\`);
  return (response.headers.get('Content-Type') ?? '').startsWith('application/wasm') && WebAssembly.compileStreaming
    ? WebAssembly.compileStreaming(response) : response.arrayBuffer().then((bytes) => WebAssembly.compile(bytes));
});`;

// The page's Content-Security-Policy, in a <meta http-equiv> right after its charset (before any
// script), made from the page as written: scripts from the site itself and the page's own inline
// scripts by their SHA-256 (as minified: the hash is of the exact text the browser reads), none
// other, no 'unsafe-inline' or eval for scripts; 'wasm-unsafe-eval' to compile the app's and the
// engine worker's wasm. Styles keep 'unsafe-inline': the app writes style attributes (the board's
// vehicles as they are dragged) and puts the palette's <style> in the head at run time. Images
// from the site and blob: (the board and the state graph drawn to a PNG file go through an SVG
// image of a blob). Workers, the service worker, the manifest, fetches (the wasm, the daily
// puzzles): the site itself (default-src). No plugins, no <base>, no form posts.
// scripts/static-server.mjs sends the same policy as a header.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
function withPolicy(page) {
  const hashes = [];
  for (const [, attrs, body] of page.matchAll(SCRIPT)) {
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
  const charset = /<meta charset=("?)utf-8\1>/i.exec(page);
  if (!charset) fail('the page has no <meta charset=utf-8> to put its Content-Security-Policy after');
  const at = charset.index + charset[0].length;
  return `${page.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}">${page.slice(at)}`;
}

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
let html = readFileSync(page, 'utf8');
// The page's Rust binaries built side by side, each with its own cargo, wasm-bindgen and
// wasm-opt: the app's profile and the worker's are different target folders, so neither cargo waits
// for the other's lock, and each build ends in one thread (its crate in one codegen unit, then fat
// LTO; then wasm-opt) while the other has the second core. From an empty target dir, both pages
// took 267 s one binary after the other and 216 s with each page's binaries side by side
// (docs/benchmarks.md).
const rustBuilds = new Map();
for (const [element] of html.matchAll(/<link\s+data-build\b[^>]*?\/?>/g)) {
  const attrs = attributes(element);
  if (attrs.rel === 'rust') rustBuilds.set(element, buildRust(attrs, element));
}
const rustNames = new Map();
for (const [element, names] of rustBuilds) rustNames.set(element, await names);
const preloads = [];
html = html.replace(/<link\s+data-build\b[^>]*?\/?>/g, (element) => {
  const attrs = attributes(element);
  const source = attrs.href && join(root, attrs.href);
  if (attrs.rel !== 'rust' && !source) fail('a link needs an href', element);
  if (source && !existsSync(source)) fail(`no file ${attrs.href}`, element);
  switch (attrs.rel) {
    case 'rust': {
      const names = rustNames.get(element);
      if (!names) return '';
      preloads.push(`<link rel="modulepreload" href="./${names.js}" crossorigin>`);
      preloads.push(`<link rel="preload" href="./${names.wasm}" as="fetch" type="application/wasm" crossorigin>`);
      // The glue imported in the try (a static import that fails would end the script unseen).
      return `<script type="module">try { ${compiled(names.wasm)} const { default: init } = await import('./${names.js}'); ${AFTER_FIRST_PAINT} await init({ module_or_path: await wasm }); } catch (error) { dispatchEvent(new CustomEvent('app-start-failed', { detail: error })); }</script>`;
    }
    case 'css': {
      const css = transformSync(readFileSync(source, 'utf8'), { loader: 'css', minify: true }).code;
      const name = hashedName(basename(source), contentHash(css));
      writeFileSync(join(stage, name), css);
      return `<link rel="stylesheet" href="./${name}" integrity="${integrity(css)}">`;
    }
    case 'inline-script':
      return `<script>${transformSync(readFileSync(source, 'utf8'), { loader: 'js', minify: true }).code.trim()}</script>`;
    case 'icon': {
      const data = readFileSync(source);
      const name = hashedName(basename(source), contentHash(data));
      writeFileSync(join(stage, name), data);
      return `<link rel="icon" href="./${name}" integrity="${integrity(data)}">`;
    }
    case 'copy-file':
    case 'copy-dir':
      cpSync(source, join(stage, basename(source)), { recursive: attrs.rel === 'copy-dir' });
      return '';
    default:
      return fail(`no such kind of link: rel="${attrs.rel}"`, element);
  }
});
if (!html.includes('</head>')) fail('the page has no </head>');
html = html.replace('</head>', `${preloads.join('')}</head>`);
rmSync(join(stage, '.bindgen'), { recursive: true, force: true });
rmSync(join(stage, '.cargo'), { recursive: true, force: true });
const minified = minifyHtml.minify(Buffer.from(html), { minify_css: true, minify_js: true }).toString('utf8');
writeFileSync(join(stage, 'index.html'), withPolicy(minified));
rmSync(out, { recursive: true, force: true });
renameSync(stage, out);
console.log(`build-page: ${pageArg} → ${outArg}`);

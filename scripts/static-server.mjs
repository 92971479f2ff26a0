// The static server of the release build (scripts/serve, scripts/bench-lighthouse): `send` (the
// file server under Express's serve-static) over dist/, serving the .br or .gz that
// scripts/precompress.mjs wrote beside a file when the request's Accept-Encoding allows it
// (Content-Encoding and Vary: Accept-Encoding), with the file's own type (application/wasm for
// .wasm). Cache-Control: the build's hashed files (name-0123456789abcdef.ext,
// name-0123456789abcdef_bg.wasm) never change, so a year and immutable; everything else (the pages,
// sw.js, the manifest, the daily puzzles, the engine worker's unhashed files, the icons) is
// revalidated on every use (no-cache, with an ETag). Ranges, conditional requests and HEAD are
// send's.
//
// Bad requests end in their own answer and the server goes on (scripts/static-server.test.mjs):
//   - a path that is not percent-decodable (`/%`), or that has an encoded slash or backslash, a
//     backslash or a NUL: 400; a method other than GET and HEAD: 405;
//   - a file missing, or removed while the server runs (a rebuild): 404 (each request looks the
//     file up: nothing is listed at the start);
//   - a folder asked for without its slash (…/tools) is redirected to it by a relative Location
//     (`./tools/`), which cannot leave the site, however the path was written.
// Every answer says `X-Content-Type-Options: nosniff`. A page is sent with the
// Content-Security-Policy of its own <meta http-equiv> (scripts/trunk-post-build.mjs writes it), every
// other file with SITE_POLICY (what the engine worker and the service worker need), an error with
// `default-src 'none'`.
//
// sirv, the server before, crashed the process on `GET /%` (an uncaught URIError) and on a file
// removed after its start (it listed the files once, and its read stream's ENOENT had no handler),
// redirected `/%2F%2Fevil.example%2F..%2Ftools` to `//evil.example/../tools/`, and read a Range
// header by hand (`bytes=9-2` threw in the request's handler).
//
//   node scripts/static-server.mjs [DIR] [--port N]      # DIR: dist (default); port 8080
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import send from 'send';
import mime from 'mime-types';

/** A file name Trunk gave a content hash (NAME-HASH.EXT, NAME-HASH_bg.wasm): the hash changes whenever
 * the content does. Trunk writes its 64-bit hash in hex without leading zeros: 16 digits, or
 * fewer when it starts with zeros (1 name in 16 has 15); 12 at least (all but 1 in 65,536), so
 * that no plain name (icon-192.png) is taken for a hashed one. */
export const HASHED = /-[0-9a-f]{12,16}(_bg)?\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The policy of every file but the pages: the engine worker (its loader imports the glue and
 * instantiates the wasm it fetches) and the service worker (it fetches the site's files). */
export const SITE_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'";

/** The policy of an error's answer: nothing to load. */
const ERROR_POLICY = "default-src 'none'";

/** The policy a page states in its <meta http-equiv="Content-Security-Policy">, or null. */
export function pagePolicy(html) {
  const meta = /<meta\s+http-equiv="?Content-Security-Policy"?\s+content="([^"]*)"/i.exec(html);
  return meta ? meta[1].replaceAll('&#39;', "'").replaceAll('&apos;', "'") : null;
}

/** A plain-text answer with `status` (an error, or a refusal). */
function answer(res, status, text, headers = {}) {
  if (res.headersSent) return res.destroy();
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Security-Policy': ERROR_POLICY,
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(`${text}\n`);
}

/** An http.Server (not yet listening) for the site in `dir`. */
export function siteServer(dir) {
  const root = resolve(dir);
  return createServer((req, res) => {
    serve(root, req, res).catch((error) => answer(res, 500, `500 ${error.code ?? 'server error'}`));
  });
}

/** The files that may be sent for `file` by this Accept-Encoding, the best first: [name, encoding]. */
function variants(file, acceptEncoding) {
  const list = [];
  if (/\bbr\b/i.test(acceptEncoding)) list.push([`${file}.br`, 'br']);
  if (/\bgzip\b/i.test(acceptEncoding)) list.push([`${file}.gz`, 'gzip']);
  list.push([file, null]);
  return list;
}

const isFile = (path) => stat(path).then((s) => s.isFile(), () => false);

async function serve(root, req, res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, '405 only GET and HEAD', { Allow: 'GET, HEAD' });
  const target = req.url ?? '';
  const q = target.indexOf('?');
  const rawPath = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? '' : target.slice(q);
  // Origin-form only; no separator hidden in an escape, no backslash (a browser reads `\` as `/`).
  if (!rawPath.startsWith('/') || /%2f|%5c|%00|\\/i.test(rawPath)) return answer(res, 400, '400 bad path');
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return answer(res, 400, '400 bad percent-encoding in the path');
  }
  if (path.includes('\0')) return answer(res, 400, '400 bad path');
  const file = join(root, path);
  if (file !== root && !file.startsWith(root + sep)) return answer(res, 404, '404 not found');
  let sent = path.endsWith('/') ? join(file, 'index.html') : file;
  if (!path.endsWith('/')) {
    const found = await stat(file).catch(() => null);
    // A folder asked for without its slash: to it, relative to where the browser is, so the
    // Location cannot name another host whatever the path holds.
    if (found?.isDirectory()) {
      const last = rawPath.slice(rawPath.lastIndexOf('/') + 1);
      return answer(res, 301, '301 moved', { Location: `./${last}/${query}` });
    }
  }
  let encoding = null;
  for (const [name, enc] of variants(sent, req.headers['accept-encoding'] ?? '')) {
    if (enc === null || (await isFile(name))) {
      [sent, encoding] = [name, enc];
      break;
    }
  }
  const original = encoding ? sent.slice(0, sent.lastIndexOf('.')) : sent;
  const type = mime.contentType(original.slice(original.lastIndexOf(sep) + 1)) || 'application/octet-stream';
  const policy = type.startsWith('text/html') ? (pagePolicy(await readFile(original, 'utf8').catch(() => '')) ?? SITE_POLICY) : SITE_POLICY;
  const headers = {
    'Content-Type': type,
    'Cache-Control': HASHED.test(original) ? IMMUTABLE : 'no-cache',
    'Content-Security-Policy': policy,
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  // send checks the path again (`..`, dot files) and answers ranges and conditional requests.
  const relative = sent.slice(root.length).split(sep).map(encodeURIComponent).join('/');
  send(req, relative, { root, index: false, dotfiles: 'ignore', cacheControl: false, etag: true, lastModified: true })
    .on('headers', (response) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    })
    .on('directory', () => answer(res, 404, '404 not found'))
    .on('error', (error) => {
      const status = error.status ?? 500;
      answer(res, status, status === 404 ? '404 not found' : `${status} ${error.expose ? error.message : 'server error'}`);
    })
    .pipe(res);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--port');
  const port = at >= 0 ? Number(args.splice(at, 2)[1]) : 8080;
  const dir = args[0] ?? 'dist';
  statSync(join(dir, 'index.html'));
  siteServer(dir).listen(port, '127.0.0.1', () => console.log(`serving ${dir} at http://127.0.0.1:${port}/`));
}

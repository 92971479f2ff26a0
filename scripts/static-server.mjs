// The static server of the release build (scripts/serve, scripts/bench-lighthouse): sirv over
// dist/, serving the .br or .gz that scripts/precompress.mjs wrote beside a file when the request's
// Accept-Encoding allows it (Content-Encoding and Vary: Accept-Encoding set by sirv), with the file's
// own type (application/wasm for .wasm). Cache-Control: the build's hashed files (name-0123456789abcdef.ext,
// name-0123456789abcdef_bg.wasm) never change, so a year and immutable; everything else (the pages,
// sw.js, the manifest, the daily puzzles, the engine worker's unhashed files, the icons) is
// revalidated on every use (no-cache, with an ETag).
//
//   node scripts/static-server.mjs [DIR] [--port N]      # DIR: dist (default); port 8080
import { createServer } from 'node:http';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

/** A file name the build gave a content hash (scripts/build-page.mjs): the hash changes whenever the content does. */
export const HASHED = /-[0-9a-f]{16}(_bg)?\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An http.Server (not yet listening) for the site in `dir`. */
export function siteServer(dir) {
  const root = resolve(dir);
  const serve = sirv(root, {
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', HASHED.test(pathname) ? IMMUTABLE : 'no-cache');
    },
  });
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    // A folder asked for without its slash (…/tools): redirected, as the pages' relative links need.
    if (!path.endsWith('/') && !path.includes('\0')) {
      try {
        const target = join(root, path);
        if (target.startsWith(root) && statSync(target).isDirectory()) {
          res.writeHead(301, { Location: `${path}/` });
          return res.end();
        }
      } catch {
        // not there: sirv answers 404
      }
    }
    serve(req, res);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--port');
  const port = at >= 0 ? Number(args.splice(at, 2)[1]) : 8080;
  const dir = args[0] ?? 'dist';
  statSync(join(dir, 'index.html'));
  siteServer(dir).listen(port, '127.0.0.1', () => console.log(`serving ${dir} at http://127.0.0.1:${port}/`));
}

// Writes FILE.gz (gzip -9) and FILE.br (brotli, quality 11) beside each text and wasm file of the
// folders named, for scripts/static-server.mjs to send by the request's Accept-Encoding: each page's
// release build runs it on its staging folder (scripts/trunk-post-build.mjs, Trunk's post_build
// hook: Trunk writes no compressed copies). Node's own zlib: no package needed. A compressed copy
// that is not smaller than its file is not written (the file is then sent as it is).
//
//   node scripts/precompress.mjs dist
import { readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.txt', '.json', '.webmanifest']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // a build's staging folder, never served
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSED.has(extname(entry.name))) yield path;
  }
}

/** Writes the compressed copies in `dirs`; returns the totals, raw and compressed. */
export function precompress(dirs) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const dir of dirs) {
    statSync(dir);
    for (const path of files(dir)) {
      const data = readFileSync(path);
      const gzipped = gzipSync(data, { level: 9 });
      const brotli = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: extname(path) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      for (const [ext, out] of [['.gz', gzipped], ['.br', brotli]]) {
        if (out.length < data.length) writeFileSync(path + ext, out);
        else rmSync(path + ext, { force: true });
      }
      raw += data.length;
      gz += Math.min(gzipped.length, data.length);
      br += Math.min(brotli.length, data.length);
    }
  }
  return { raw, gz, br };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { raw, gz, br } = precompress(process.argv.slice(2));
  console.log(`precompressed: ${raw} B raw, ${gz} B gzip, ${br} B brotli (all the text and wasm files)`);
}

// The release server (scripts/static-server.mjs, what scripts/serve and scripts/bench-lighthouse
// run) on dist/ as scripts/build-release.sh left it: started on a free port; each file is asked
// for with node:http (fetch would ask for and undo the compression itself), so the bytes checked
// are the bytes sent.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { siteServer, HASHED, IMMUTABLE } from '../../scripts/static-server.mjs';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
// The game page's wasm, under its hashed name (Trunk's, HASHED).
const WASM = readdirSync(DIST).find((f) => /^rush-hour-app-/.test(f) && f.endsWith('_bg.wasm') && HASHED.test(f));

let server;
let base;
before(async () => {
  server = siteServer(DIST);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());

/** GET path with these request headers: { status, headers, body } (the body as sent). */
function fetchRaw(path, headers = {}) {
  return new Promise((resolve, reject) => {
    get(base + path, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the wasm is sent brotli-compressed to a browser that accepts br, typed application/wasm, cached as immutable', async () => {
  assert.ok(WASM, 'dist/ has the game page\'s hashed wasm');
  const res = await fetchRaw(`/${WASM}`, { 'Accept-Encoding': 'gzip, deflate, br' });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'br');
  assert.equal(res.headers['content-type'], 'application/wasm');
  assert.equal(res.headers['cache-control'], IMMUTABLE);
  assert.match(res.headers.vary, /Accept-Encoding/i);
  const file = readFileSync(join(DIST, WASM));
  assert.ok(res.body.length < file.length * 0.6, `${res.body.length} B sent for a ${file.length} B file`);
  assert.ok(brotliDecompressSync(res.body).equals(file), 'the brotli body decompresses to dist\'s wasm');
});

test('the wasm is sent gzipped to a browser that accepts only gzip, and as it is to one that accepts neither', async () => {
  const file = readFileSync(join(DIST, WASM));
  const gz = await fetchRaw(`/${WASM}`, { 'Accept-Encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(gz.headers['content-type'], 'application/wasm');
  assert.ok(gunzipSync(gz.body).equals(file), 'the gzip body decompresses to dist\'s wasm');
  const plain = await fetchRaw(`/${WASM}`);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers['content-type'], 'application/wasm');
  assert.ok(plain.body.equals(file));
});

test('the pages, the service worker, the manifest and the daily puzzles are revalidated on every use (no-cache)', async () => {
  for (const [path, file] of [
    ['/', 'index.html'],
    ['/tools/', 'tools/index.html'],
    ['/sw.js', 'sw.js'],
    ['/manifest.webmanifest', 'manifest.webmanifest'],
    ['/daily.txt', 'daily.txt'],
    ['/rush-hour-worker_bg.wasm', 'rush-hour-worker_bg.wasm'],
  ]) {
    const res = await fetchRaw(path, { 'Accept-Encoding': 'br' });
    assert.equal(res.status, 200, path);
    assert.equal(res.headers['cache-control'], 'no-cache', path);
    assert.equal(res.headers['content-encoding'], 'br', path);
    assert.ok(brotliDecompressSync(res.body).equals(readFileSync(join(DIST, file))), `${path} decompresses to dist/${file}`);
  }
  assert.match((await fetchRaw('/')).headers['content-type'], /^text\/html/);
});

test('a folder asked for without its slash is redirected to it; a missing file is 404', async () => {
  const tools = await fetchRaw('/tools');
  assert.equal(tools.status, 301);
  assert.equal(tools.headers.location, './tools/');
  assert.equal((await fetchRaw('/no-such-file.js')).status, 404);
});

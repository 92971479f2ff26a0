// scripts/static-server.mjs running on a free loopback port over a small site in a temporary
// folder (no build needed): bad paths, a file removed and added under it, encoded slashes and
// redirects that must stay on the site, HEAD, ranges, and a bounded flood of requests, each
// answered and counted, with the server still serving after each. (tests/e2e/serve.test.mjs
// checks the same server on the release build: compression, types, caching.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HASHED, SITE_POLICY, pagePolicy, siteServer } from './static-server.mjs';

const PAGE_POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='; object-src 'none'";
const PAGE = `<!doctype html><meta charset=utf-8><meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY}"><title>t</title>`;
const DATA = '0123456789abcdefghij';

let site;
let server;
let base;
before(async () => {
  site = mkdtempSync(join(tmpdir(), 'static-server-test-'));
  mkdirSync(join(site, 'tools'));
  writeFileSync(join(site, 'index.html'), PAGE);
  writeFileSync(join(site, 'tools', 'index.html'), PAGE);
  writeFileSync(join(site, 'data.txt'), DATA);
  writeFileSync(join(site, 'app.js'), 'console.log(1);\n');
  server = siteServer(site);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
  rmSync(site, { recursive: true, force: true });
});

/** `method` of the raw request target `path` (not normalised by a URL parser): { status, headers, body }. */
function ask(path, { method = 'GET', headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    const { port } = server.address();
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The server still answers: the page, whole. */
async function stillServing() {
  const res = await ask('/');
  assert.equal(res.status, 200);
  assert.equal(res.body, PAGE);
}

test('malformed paths are refused with 400 or 404, and the server goes on', async () => {
  for (const [path, status] of [
    ['/%', 400],
    ['/%E0%A4%A', 400],
    ['/data.txt%', 400],
    ['/%00', 400],
    ['/data.txt%00.html', 400],
    ['/a\\b', 400],
    ['/%5c..%5cdata.txt', 400],
    ['/../../../../etc/passwd', 404],
    ['/%2e%2e/%2e%2e/%2e%2e/etc/passwd', 404],
    ['/.hidden', 404],
    ['/nothing-here.js', 404],
    ['/%F0%9F%9A%97', 404],
    ['*', 400],
  ]) {
    const res = await ask(path);
    assert.equal(res.status, status, path);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
    assert.ok(res.body.length < 100 && !res.body.includes('passwd'), `${path}: a short answer quoting nothing: ${res.body}`);
    await stillServing();
  }
  const res = await ask('/data.txt', { method: 'POST' });
  assert.equal(res.status, 405);
  assert.equal(res.headers.allow, 'GET, HEAD');
  // Bytes that are not HTTP at all: Node's parser answers 400 and closes that connection only.
  const reply = await new Promise((resolve, reject) => {
    const socket = connect(server.address().port, '127.0.0.1', () => socket.end('\x00\xff GARBAGE\r\n\r\n'));
    let text = '';
    socket.on('data', (d) => (text += d));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  assert.match(reply, /^HTTP\/1\.1 400/);
  await stillServing();
});

test('a file removed while the server runs is 404, one added is served, and the server goes on', async () => {
  const file = join(site, 'removed.txt');
  writeFileSync(file, 'here');
  assert.equal((await ask('/removed.txt')).body, 'here');
  rmSync(file);
  assert.equal((await ask('/removed.txt')).status, 404);
  await stillServing();
  writeFileSync(join(site, 'added.txt'), 'new');
  assert.equal((await ask('/added.txt')).body, 'new');
});

test('a folder without its slash is redirected by a relative Location that stays on the site; encoded slashes are refused', async () => {
  const tools = await ask('/tools?mode=edit');
  assert.equal(tools.status, 301);
  assert.equal(tools.headers.location, './tools/?mode=edit');
  assert.equal(new URL(tools.headers.location, `${base}/tools?mode=edit`).href, `${base}/tools/?mode=edit`);
  for (const path of ['/%2F%2Fevil.example%2F..%2Ftools', '/%2fevil.example/tools', '/%5C%5Cevil.example/tools']) {
    assert.equal((await ask(path)).status, 400, path);
  }
  // However the path is written, a redirect resolved against the request's address stays on this origin.
  for (const path of ['//evil.example/../tools', '///evil.example/../tools', '/./tools', '/tools/../tools', '//tools', '/http:/evil.example/../../tools']) {
    const res = await ask(path);
    if (res.status === 301) {
      const to = new URL(res.headers.location, new URL(path, `${base}/`).href.replace(/^http:\/\/[^/]+/, base));
      assert.equal(to.origin, base, `${path} → ${res.headers.location}`);
      assert.match(res.headers.location, /^\.\//, path);
    } else {
      assert.ok([200, 404].includes(res.status), `${path}: ${res.status}`);
    }
  }
  await stillServing();
});

test('HEAD answers the headers alone; ranges are answered or refused by the standard', async () => {
  const get = await ask('/data.txt');
  const head = await ask('/data.txt', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.body, '');
  assert.equal(head.headers['content-length'], String(DATA.length));
  assert.equal(head.headers.etag, get.headers.etag);
  for (const [range, status, body] of [
    ['bytes=0-9', 206, DATA.slice(0, 10)],
    ['bytes=15-', 206, DATA.slice(15)],
    ['bytes=-5', 206, DATA.slice(-5)],
    ['bytes=9-2', 416, null],
    ['bytes=100-200', 416, null],
    ['bytes=abc', 200, DATA],
    ['lines=1-2', 200, DATA],
  ]) {
    const res = await ask('/data.txt', { headers: { Range: range } });
    assert.equal(res.status, status, range);
    if (body !== null) assert.equal(res.body, body, range);
  }
  const notModified = await ask('/data.txt', { headers: { 'If-None-Match': get.headers.etag } });
  assert.equal(notModified.status, 304);
  await stillServing();
});

test('every answer says nosniff; a page carries its own policy, other files the site\'s', async () => {
  const page = await ask('/');
  assert.equal(page.headers['content-security-policy'], PAGE_POLICY);
  assert.equal(pagePolicy(PAGE), PAGE_POLICY);
  assert.equal((await ask('/tools/')).headers['content-security-policy'], PAGE_POLICY);
  const js = await ask('/app.js');
  assert.equal(js.headers['content-security-policy'], SITE_POLICY);
  assert.match(js.headers['content-type'], /^text\/javascript/);
  for (const res of [page, js, await ask('/missing')]) assert.equal(res.headers['x-content-type-options'], 'nosniff');
});

test('a flood of 3,000 requests, 50 at a time over kept-alive connections, is answered whole, and the server goes on', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  const paths = ['/', '/data.txt', '/%', '/missing', '/tools'];
  const counts = {};
  let next = 0;
  const worker = async () => {
    while (next < 3000) {
      const path = paths[next++ % paths.length];
      const res = await ask(path, { agent });
      counts[res.status] = (counts[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  agent.destroy();
  assert.deepEqual(counts, { 200: 1200, 400: 600, 404: 600, 301: 600 });
  await stillServing();
});

test('hashed names are Trunk\'s, its hex hash without leading zeros; plain names are not hashed', () => {
  // Trunk writes its 64-bit hash with {:x}: 16 digits, or fewer when the hash starts with zeros
  // (the game's wasm was rush-hour-app-bd32496fa7e59e3_bg.wasm on 2026-12-07).
  for (const name of ['rush-hour-app-bd32496fa7e59e3_bg.wasm', 'rush-hour-app-249d413bf37e8eb0.js', 'board-b88f7cfaeac9a980.css', 'favicon-176adcb7dca2866b.svg']) {
    assert.ok(HASHED.test(name), name);
  }
  for (const name of ['icon-192.png', 'rush-hour-worker_bg.wasm', 'rush-hour-worker.js', 'sw.js', 'daily.txt', 'manifest.webmanifest']) {
    assert.ok(!HASHED.test(name), name);
  }
});

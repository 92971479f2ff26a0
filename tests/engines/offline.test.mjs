// Offline: after a first visit the service worker has the game, and a reload with the site gone
// draws and answers the puzzle; the tools page, never opened online, opens offline too (cached
// beside the game), and a page not cached says so rather than showing a blank page or another
// page's HTML. The tests serve dist/ themselves (DIST_DIR overrides where it is) so that they can
// stop the server.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { serveStatic } from './driver/static-server.mjs';
import { CARD_1, XTL_CARD_40, counts, toGo } from './game.mjs';

const DIST_DIR = resolve(process.env.DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist'));
const browser = useBrowser();

test(`${ENGINE}: offline: the game reloads and plays through its service worker with the server gone`, async () => {
  assert.ok(existsSync(join(DIST_DIR, 'index.html')), `no build in ${DIST_DIR}`);
  const site = await serveStatic(DIST_DIR);
  let stopped = false;
  try {
    const page = await browser.open(`#${XTL_CARD_40}`, { base: site.base });
    assert.equal(await toGo(page), 51);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cached = await page.waitFor(async () => {
      const keys = await caches.keys();
      const name = keys.find((k) => k.startsWith('rush-hour-'));
      if (!name) return null;
      const paths = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
      return paths.some((p) => p.endsWith('.wasm')) ? paths : null;
    }, null, { what: 'the cached game' });
    assert.ok(cached.some((p) => p.endsWith('.js')), `cached: ${cached.join(' ')}`);
    await site.close();
    stopped = true;
    await page.reload();
    await page.waitForSelector('svg.board [data-car="A"]');
    assert.equal(await page.count('svg.board .vehicle'), 13);
    assert.equal(await toGo(page), 51);
    await page.click({ button: 'Hint' });
    await page.click({ button: 'Apply', within: '[data-testid=hint]' });
    await counts(page, 1, 50);
    const errors = (await page.errors()).filter((e) => !/Failed to fetch|NetworkError|ERR_CONNECTION|net::|Load failed|Could not connect/.test(e));
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    if (!stopped) await site.close();
  }
});

test(`${ENGINE}: offline: the tools page, never opened online, opens from the cache; a page not cached says so`, async () => {
  assert.ok(existsSync(join(DIST_DIR, 'tools', 'index.html')), `no tools page in ${DIST_DIR}`);
  const site = await serveStatic(DIST_DIR);
  let stopped = false;
  try {
    // A first visit to the game's page alone.
    const page = await browser.open(`#${CARD_1}`, { base: site.base });
    assert.equal(await toGo(page), 9);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const tools = await page.waitFor(async () => {
      const name = (await caches.keys()).find((k) => k.startsWith('rush-hour-'));
      if (!name) return null;
      const paths = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
      const mine = paths.filter((p) => p.includes('/tools/'));
      return mine.some((p) => p.endsWith('/tools/')) && mine.some((p) => /rush-hour-worker_bg\.wasm$/.test(p)) ? mine : null;
    }, null, { what: 'the tools page cached beside the game' });
    assert.ok(tools.some((p) => /\/tools\/rush-hour-[^/]*\.wasm$/.test(p) && !p.includes('worker')), `cached: ${tools.join(' ')}`);
    // Its style sheets too (the release's HTML links them without quotes).
    assert.ok(tools.some((p) => /\/tools\/classroom-[^/]*\.css$/.test(p)), `cached: ${tools.join(' ')}`);
    await site.close();
    stopped = true;

    // Offline: the Classroom opens, and its layer search runs in the tools page's worker.
    await page.goto(new URL(`tools/?mode=classroom#${CARD_1}`, site.base).href);
    await page.waitForSelector('[data-testid=classroom] [data-testid=viz-stats]');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid=classroom]')).display), 'grid', 'styled offline');
    await page.click({ button: 'Next layer' });
    await page.waitFor(() => document.querySelector('[data-testid=viz-stats]')?.dataset.depth === '1', null, { what: 'layer 1 searched offline' });
    await page.screenshot('offline-classroom');

    // A page this device has not cached: the tools page's entries taken out of the cache (as on a
    // device whose cache was made before the tools page was cached with the game).
    await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('rush-hour-')));
      for (const r of await cache.keys()) if (new URL(r.url).pathname.includes('/tools/')) await cache.delete(r);
      return true;
    });
    await page.goto(new URL(`tools/?mode=present#${CARD_1}`, site.base).href);
    await page.waitForSelector('body[data-offline=not-cached]');
    const text = await page.text('body');
    assert.match(text, /Not available offline yet/);
    assert.match(text, /not saved on this device yet/);
    assert.match(text, /\/tools\//, 'it names the page');
    assert.equal(await page.count('svg.board'), 0);
    // WebKitGTK's driver never answers a screenshot of this page, which the service worker makes
    // (the request times out; the page itself is drawn and read above).
    if (ENGINE !== 'webkit') await page.screenshot('offline-not-cached');
    // Its link leads back to the game, which plays offline.
    await page.click({ button: 'Play the game' });
    await page.waitForSelector('svg.board [data-car="A"]');
    assert.equal(await toGo(page), 9);
    const errors = (await page.errors()).filter((e) => !/Failed to fetch|NetworkError|ERR_CONNECTION|net::|Load failed|Could not connect|503/.test(e));
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    if (!stopped) await site.close();
  }
});

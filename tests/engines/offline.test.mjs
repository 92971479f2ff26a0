// Offline: after a first visit the service worker has the game, and a reload with the site gone
// draws and answers the puzzle. The test serves dist/ itself (DIST_DIR overrides where it is) so
// that it can stop the server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE, useBrowser } from './driver/index.mjs';
import { serveStatic } from './driver/static-server.mjs';
import { CARD_40, counts, toGo } from './game.mjs';

const DIST_DIR = resolve(process.env.DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist'));
const browser = useBrowser();

test(`${ENGINE}: offline: the game reloads and plays through its service worker with the server gone`, async () => {
  assert.ok(existsSync(join(DIST_DIR, 'index.html')), `no build in ${DIST_DIR}`);
  const site = await serveStatic(DIST_DIR);
  let stopped = false;
  try {
    const page = await browser.open(`#${CARD_40}`, { base: site.base });
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

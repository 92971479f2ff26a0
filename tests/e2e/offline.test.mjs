// Offline play through the service worker, which the page asks for once the game has started:
// after a first visit, the game's page loads and plays with the server gone; that visit also
// caches the tools page, so that its Classroom opens and searches offline; a page this device has
// not cached says so, rather than showing a blank page or another page's HTML, and links back to
// the game, which plays. The tests serve dist/ themselves (DIST_DIR overrides where it is) with
// the release server, so that they can stop it. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/offline.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteServer } from '../../scripts/static-server.mjs';
import { withBrowser } from './harness.mjs';
import { CARD_1, XTL_CARD_40, button, expectCounts, opener, toGo } from './panels-helpers.mjs';

const DIST_DIR = resolve(process.env.DIST_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist'));
const open = opener(withBrowser());

/** The release server on dist/ at a free loopback port: { base, close() }; `close` may be called
 * again (a test stops the server midway, and its `finally` closes it whatever happened). */
async function serve() {
  const server = siteServer(DIST_DIR);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  let closed = null;
  return {
    base: `http://127.0.0.1:${server.address().port}/`,
    close: () =>
      (closed ??= new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      })),
  };
}

/** The paths in the page's service-worker cache, once the worker is installed (its install step
 * caches the pages and their files). */
async function cachedPaths(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return page.evaluate(async () => {
    const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('rush-hour-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
}

test('offline: the tools page, never opened online, opens from the cache; a page not cached says so', async (t) => {
  if (!existsSync(join(DIST_DIR, 'tools', 'index.html'))) {
    t.skip(`no tools page in ${DIST_DIR}`);
    return;
  }
  const site = await serve();
  try {
    // A first visit to the game's page alone caches both pages and their files.
    const { page, context, errors } = await open(`#${CARD_1}`, { base: site.base });
    assert.equal(await toGo(page), 9);
    const tools = (await cachedPaths(page)).filter((p) => p.includes('/tools/'));
    const has = (what, pattern) => assert.ok(tools.some((p) => pattern.test(p)), `${what} not among the cached ${tools.join(' ')}`);
    has('the tools page', /\/tools\/$/);
    has('its engine worker', /\/tools\/rush-hour-worker_bg\.wasm$/);
    has('its own wasm', /\/tools\/rush-hour-app-[^/]*_bg\.wasm$/);
    // Its style sheets too (the release's HTML links them without quotes).
    has('its Classroom style sheet', /\/tools\/classroom-[^/]*\.css$/);
    await site.close();

    // Offline: the Classroom opens styled, and its layer search runs in the tools page's worker.
    await page.goto(new URL(`tools/?mode=classroom#${CARD_1}`, site.base).href);
    const classroom = page.getByTestId('classroom');
    await classroom.getByTestId('viz-stats').waitFor();
    assert.equal(await classroom.evaluate((e) => getComputedStyle(e).display), 'grid', 'the Classroom styled offline');
    await page.getByRole('button', { name: 'Next layer', exact: true }).click();
    await page.locator('[data-testid=viz-stats][data-depth="1"]').waitFor();

    // A page this device has not cached: the tools page's entries taken out of the cache (as on a
    // device whose cache was made before the tools page was cached with the game).
    await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('rush-hour-')));
      for (const r of await cache.keys()) if (new URL(r.url).pathname.includes('/tools/')) await cache.delete(r);
    });
    await page.goto(new URL(`tools/?mode=present#${CARD_1}`, site.base).href);
    await page.locator('body[data-offline=not-cached]').waitFor();
    const text = await page.locator('body').innerText();
    assert.match(text, /Not available offline yet/);
    assert.match(text, /not saved on this device yet/);
    assert.match(text, /\/tools\//, 'it names the page');
    assert.equal(await page.locator('svg.board').count(), 0, 'no board on the page');
    // Its link leads back to the game, which plays offline.
    await page.getByRole('link', { name: 'Play the game' }).click();
    await page.locator('svg.board [data-car="A"]').waitFor();
    assert.equal(await toGo(page), 9);
    // The requests the server could not answer, and the page's 503, are the only errors.
    assert.deepEqual(errors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|net::|status of 503/.test(e.message)), []);
    await context.close();
  } finally {
    await site.close();
  }
});

test('offline: the cache keeps one entry a file, whatever the query of the pages opened', async () => {
  const site = await serve();
  try {
    const { page, context, errors } = await open(`#${CARD_1}`, { base: site.base });
    assert.equal(await toGo(page), 9);
    const entries = async () => {
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      return page.evaluate(async () => {
        const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('rush-hour-')));
        return (await cache.keys()).map((r) => r.url);
      });
    };
    const before = await entries();
    // Pages opened with a query each time (the tools page's links carry the moves in theirs).
    for (let i = 0; i < 12; i++) {
      await page.goto(new URL(`?moves=C-1&n=${i}#${CARD_1}`, site.base).href);
      await page.locator('svg.board [data-car="A"]').waitFor();
    }
    await page.goto(new URL(`tools/?mode=classroom&moves=C-1&n=99#${CARD_1}`, site.base).href);
    await page.getByTestId('classroom').waitFor();
    const after = await entries();
    assert.deepEqual(after.filter((u) => new URL(u).search !== ''), [], 'no entry under a query');
    assert.deepEqual([...after].sort(), [...before].sort(), 'the same entries as after the first visit');
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await site.close();
  }
});

test('offline: the service worker is asked for once the game has started, not beside its start', async (t) => {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    t.skip(`no build in ${DIST_DIR}`);
    return;
  }
  const site = await serve();
  try {
    // The page's clock when the app's main was drawn whole (no longer the first paint's, nor
    // aria-busy) and when the service worker was asked for (static/service-worker-registration.js:
    // its install downloads both pages' files, which slowed the start when asked for at the load).
    const init = () => {
      const times = (window.rushHourStartTimes = {});
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        times.asked ??= performance.now();
        return register.apply(this, args);
      };
      new MutationObserver(() => {
        if (document.querySelector('main.app:not(.first-paint):not([aria-busy])')) times.whole ??= performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    };
    const { page, context, errors } = await open(`#${CARD_1}`, { base: site.base, init });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const { asked, whole } = await page.evaluate(() => window.rushHourStartTimes);
    const load = await page.evaluate(() => Math.round(performance.getEntriesByType('navigation')[0].loadEventStart));
    assert.ok(whole !== undefined && asked !== undefined, `the game whole at ${whole} ms, the worker asked for at ${asked} ms`);
    assert.ok(asked >= whole, `the service worker asked for at ${Math.round(asked)} ms, before the game was whole at ${Math.round(whole)} ms (the load at ${load} ms)`);
    console.log(`# the load at ${load} ms, the game whole at ${Math.round(whole)} ms, the service worker asked for at ${Math.round(asked)} ms`);
    assert.deepEqual(errors, []);
    await context.close();
  } finally {
    await site.close();
  }
});

test('offline: after the first visit the game loads and plays with the server gone', async (t) => {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    t.skip(`no build in ${DIST_DIR}`);
    return;
  }
  const site = await serve();
  try {
    const { page, context, errors } = await open(`#${XTL_CARD_40}`, { base: site.base });
    assert.equal(await toGo(page), 51);
    const cached = await cachedPaths(page);
    assert.ok(cached.some((p) => p.endsWith('.wasm')), `cached: ${cached.join(' ')}`);
    assert.ok(cached.some((p) => p.endsWith('.js')), `cached: ${cached.join(' ')}`);

    await site.close();
    await context.setOffline(true);
    await page.reload();
    await page.locator('svg.board [data-car="A"]').waitFor();
    assert.equal(await page.locator('svg.board [data-car]').count(), 13);
    assert.equal(await toGo(page), 51);
    await button(page, 'Hint').click();
    await button(page, 'Apply').click();
    await expectCounts(page, 1, 50);
    // Another puzzle from the library, still offline.
    await page.locator(`button.entry[data-grid="${CARD_1}"]`).click();
    assert.equal(await toGo(page), 9);
    assert.deepEqual(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/.test(e.message)), []);
    await context.close();
  } finally {
    await site.close();
  }
});

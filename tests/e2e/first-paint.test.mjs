// The first paint, before the wasm: index.html and tools.html carry the header (title, tagline,
// mode links, sound switch) and an empty board of the default puzzle's size, so the page is drawn
// while its wasm loads; the app then takes their place with nothing moved. Each page at 1280×800
// and 390×844: once with the wasm's request blocked (the first paint as it stays until the wasm
// comes; screenshots first-paint-*.png), once as it loads, compared.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, expectNoAxeViolations, withBrowser } from './harness.mjs';

const chrome = withBrowser();

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const PAGES = [
  ['game', ''],
  ['tools', 'tools/'],
];

/** A route handler that leaves the request waiting, as a slow network does. */
const wasmNeverAnswered = () => new Promise(() => {});

/** Where each part of the header and the board is, rounded to the CSS pixel, with the board's colours. */
function layout(page, board) {
  return page.evaluate((board) => {
    const box = (selector) => {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      return r && [r.x, r.y, r.width, r.height].map(Math.round).join(' ');
    };
    const fill = (selector) => getComputedStyle(document.querySelector(selector)).fill;
    return {
      title: box('.app-header h1'),
      tagline: box('.app-header .tagline'),
      modes: box('.app-header .modes'),
      sound: box('.app-header .sound-switch'),
      board: box(board),
      colours: [fill(`${board} .board-bg`), fill(`${board} .cell`), getComputedStyle(document.querySelector(`${board} .frame`)).stroke, fill(`${board} .exit-arrow`)],
    };
  }, board);
}

for (const [name, path] of PAGES) {
  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    test(`${name} page at ${size}: drawn before its wasm, the header and an empty board, which the app replaces with nothing moved`, async () => {
      // Before the wasm: its request never answered (refused, the page says it could not start,
      // under a banner: faults.test.mjs).
      const before = await chrome.browser.newPage({ viewport });
      await before.route('**/*.wasm', wasmNeverAnswered);
      await before.goto(new URL(path, BASE_URL).href);
      await before.locator('.first-paint svg.board-frame').waitFor();
      assert.equal(await before.locator('.first-paint h1').innerText(), 'Rush Hour');
      assert.deepEqual(await before.locator('.first-paint .modes .mode').allInnerTexts(), ['Play', 'Edit', 'Classroom', 'Present']);
      const edit = new URL(await before.locator('.first-paint .modes .mode', { hasText: 'Edit' }).evaluate((a) => a.href));
      assert.equal(edit.pathname, new URL('tools/', BASE_URL).pathname, 'Edit links to the tools page');
      assert.equal(edit.search, '?mode=edit');
      assert.equal(await before.locator('[data-testid=crash-banner]').count(), 0, 'no failure banner: the wasm is only late');
      const first = await layout(before, 'svg.board-frame');
      await before.screenshot({ path: join(SCREENSHOTS, `first-paint-${name}-${size}.png`) });
      await before.close();

      // The app as it loads: the placeholder gone, every part where the first paint put it.
      const page = await chrome.browser.newPage({ viewport });
      const errors = [];
      page.on('pageerror', (e) => errors.push(e));
      await page.goto(new URL(path, BASE_URL).href);
      await page.locator('svg.board [data-car="A"]').waitFor();
      assert.equal(await page.locator('.first-paint').count(), 0, 'the first paint is replaced');
      const app = await layout(page, 'svg.board');
      assert.deepEqual(app, first);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}

test('the tools page opened in a mode marks that mode current in its first paint, as the app then does', async () => {
  for (const [mode, name] of [['edit', 'Edit'], ['classroom', 'Classroom'], ['present', 'Present'], [null, 'Play']]) {
    const page = await chrome.browser.newPage({ viewport: VIEWPORTS[0] });
    await page.route('**/*.wasm', wasmNeverAnswered);
    await page.goto(new URL(mode ? `tools/?mode=${mode}` : 'tools/', BASE_URL).href);
    await page.locator('.first-paint svg.board-frame').waitFor();
    assert.deepEqual(await page.locator('.first-paint .modes .mode[aria-current=page]').allInnerTexts(), [name], `tools/?mode=${mode}: the first paint's current mode`);
    await page.close();
  }
});

// The app replaces the HTML's first paint. Started as soon as its wasm was ready, it did so before
// Chromium had timed that paint, so the page's largest paint (LCP) was the app's copy of the
// tagline, once the wasm had run (headless Chromium at 4x CPU slowdown: 824 ms against a first
// paint at 344 ms). The page now starts the app once its first contentful paint is reported
// (Trunk.toml's pattern_script). The 300 ms after the app's board leave time for a later largest paint
// to be reported: too short a wait could only let this pass, never fail it wrongly.
for (const [name, path] of PAGES) {
  test(`the ${name} page's largest paint is its first paint, made before the wasm`, async () => {
    const page = await chrome.browser.newPage({ viewport: VIEWPORTS[1] });
    await page.addInitScript(() => {
      window.paints = [];
      for (const type of ['paint', 'largest-contentful-paint']) {
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.paints.push({ type: e.entryType, name: e.name, at: e.startTime, size: e.size ?? 0 });
        }).observe({ type, buffered: true });
      }
    });
    await page.goto(new URL(path, BASE_URL).href);
    await page.locator('svg.board [data-car="A"]').waitFor();
    await page.waitForTimeout(300);
    const paints = await page.evaluate(() => window.paints);
    const fcp = paints.find((p) => p.name === 'first-contentful-paint');
    const largest = paints.filter((p) => p.type === 'largest-contentful-paint');
    assert.ok(fcp, `a first contentful paint: ${JSON.stringify(paints)}`);
    assert.ok(largest.length > 0, `a largest contentful paint: ${JSON.stringify(paints)}`);
    assert.equal(largest.at(-1).at, fcp.at, `the largest paint came with the first contentful paint, not after the wasm: ${JSON.stringify(paints)}`);
    await page.close();
  });
}

for (const late of [0, 1500]) {
  test(`the game page loads with no layout shift (under 0.001 in all), from its first paint until the engine has answered${late ? `, its worker ${late} ms late (the engine's wait shown, then the answer in its place)` : ''}`, async () => {
    const context = await chrome.browser.newContext({ viewport: VIEWPORTS[0], serviceWorkers: 'block' });
    if (late) {
      await context.route(/rush-hour-worker/, async (route) => {
        await new Promise((r) => setTimeout(r, late));
        await route.continue();
      });
    }
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.layoutShifts.push({ value: e.value, nodes: e.sources.map((s) => `${s.node?.nodeName ?? '?'} in ${s.node?.parentElement?.className ?? '?'}`).join(', ') });
      }).observe({ type: 'layout-shift', buffered: true });
      window.waitShown = false;
      new MutationObserver(() => (window.waitShown ||= document.querySelector('[data-testid=engine-wait]') !== null)).observe(document, { childList: true, subtree: true });
    });
    await page.goto(BASE_URL);
    await page.locator('[data-testid=to-go][data-value]:not([data-value=""])').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => window.layoutShifts);
    for (const shift of shifts) console.log(`# layout shift ${shift.value.toFixed(5)}: ${shift.nodes}`);
    // The first paint's swap for the app would shift the header or the board by a whole score
    // (0.05 and more); a text that changes its width by a pixel counts a few hundred-thousandths.
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    assert.ok(total < 0.001, `layout shifts adding up to ${total.toFixed(4)}: ${JSON.stringify(shifts)}`);
    // The late worker's test tests the wait's coming and going (it moved the optimum's line before
    // the wait and the help were keyed: 0.0012).
    if (late) assert.ok(await page.evaluate(() => window.waitShown), "the engine's wait never showed, so this tested nothing");
    await expectNoAxeViolations(page, 'the game page on load');
    await context.close();
  });
}

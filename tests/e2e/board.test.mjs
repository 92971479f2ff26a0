// End-to-end tests of the release build: Playwright (playwright-core) drives Debian's Chromium
// against dist/ served on loopback. scripts/test sets BASE_URL; run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, appStarted, withBrowser } from './harness.mjs';

// ThinkFun XTL card 40's cluster, the hardest wall-free 6×6 puzzle (51 moves); 13 vehicles.
const XTL_CARD_40 = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';
// Seed card 1, the default puzzle: ooBoCC / ooBooo / AABooo / DDDooE / oooooE / oooooE.
const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';

const chrome = withBrowser();

/** A new page at `fragment` with the given viewport, failing the test on any page error. */
async function open(fragment, viewport = { width: 1280, height: 800 }) {
  const page = await chrome.browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  await page.goto(new URL(fragment, BASE_URL).href);
  await page.locator('svg.board [data-car="A"]').waitFor();
  await appStarted(page);
  return { page, errors };
}

async function carPlace(page, label) {
  const car = page.locator(`svg.board [data-car="${label}"]`);
  return [await car.getAttribute('data-row'), await car.getAttribute('data-col')];
}

test('a puzzle in the URL fragment is drawn: red car at row 2, column 3, 13 vehicles', async () => {
  const { page, errors } = await open(`#${XTL_CARD_40}`);
  assert.deepEqual(await carPlace(page, 'A'), ['2', '3']);
  assert.deepEqual(await carPlace(page, 'G'), ['0', '0']);
  assert.deepEqual(await carPlace(page, 'F'), ['5', '3']);
  assert.equal(await page.locator('svg.board [data-car]').count(), 13);
  assert.equal(await page.locator('[role=alert]').count(), 0);
  assert.equal(await page.locator('svg.board .exit').getAttribute('data-exit'), 'E');
  await page.screenshot({ path: join(SCREENSHOTS, 'card40-1280x800.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('a malformed fragment shows an alert and still draws the default board, which a second bad link keeps and which plays', async () => {
  const { page, errors } = await open('#ooo');
  const alert = page.locator('[role=alert]');
  await alert.waitFor();
  assert.match(await alert.innerText(), /could not be read/);
  // The page's first link: the default puzzle is shown instead, and its link put in the address bar.
  assert.match(await alert.innerText(), /Showing the default puzzle instead\./);
  await page.waitForFunction((grid) => location.hash === `#${grid}`, CARD_1);
  // The default puzzle, seed card 1: row 2 is AABooo.
  assert.deepEqual(await carPlace(page, 'A'), ['2', '0']);
  assert.equal(await page.locator('svg.board [data-car]').count(), 5);
  await page.screenshot({ path: join(SCREENSHOTS, 'bad-fragment-1280x800.png') });
  // Another bad link typed on that untouched board: nothing is shown instead, the board stays.
  await page.goto(new URL('#AAx', page.url()).href);
  await page.waitForFunction(() => /The current game is unchanged/.test(document.querySelector('[role=alert]')?.innerText ?? ''));
  assert.doesNotMatch(await alert.innerText(), /default puzzle/);
  assert.equal(await page.locator('svg.board [data-car]').count(), 5);
  // And it plays: truck E up a cell by key.
  await page.locator('svg.board [data-car="E"]').focus();
  await page.keyboard.press('ArrowUp');
  await page.locator('[data-testid=moves][data-value="1"]').waitFor();
  assert.deepEqual(await carPlace(page, 'E'), ['2', '5']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('no fragment: the default board', async () => {
  const { page, errors } = await open('');
  assert.deepEqual(await carPlace(page, 'A'), ['2', '0']);
  assert.equal(await page.locator('[role=alert]').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the board fits a 360×640 phone screen', async () => {
  const { page, errors } = await open(`#${XTL_CARD_40}`, { width: 360, height: 640 });
  const box = await page.locator('svg.board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 360, `board spans x ${box.x}..${box.x + box.width}`);
  assert.ok(box.y + box.height <= 640, `board ends at y ${box.y + box.height}`);
  assert.ok(box.width >= 300, `board is ${box.width}px wide`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= 360, `page is ${scrollWidth}px wide`);
  await page.screenshot({ path: join(SCREENSHOTS, 'card40-360x640.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: join(SCREENSHOTS, 'card40-360x640-dark.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the page loads its assets by relative paths (works under a sub-path)', async () => {
  const { page } = await open('');
  const srcs = await page.evaluate(() =>
    [...document.querySelectorAll('link[href], script[src]')].map((e) => e.getAttribute('href') ?? e.getAttribute('src')),
  );
  assert.ok(srcs.length > 0);
  for (const src of srcs) assert.ok(!src.startsWith('/'), `absolute asset path ${src}`);
  await page.close();
});

test('Hint and the toggles under it stay put while a slow engine answers a 6×6 puzzle: the Stop button and the progress move nothing; then the copy fields and, on a phone, the board and "51 to go" fit', async () => {
  // The engine's worker arrives 1.5 s late (a slow phone, a busy machine), so the analysis
  // outlasts the delay after which "Stop analysis" shows. From the board's first paint until
  // 0.5 s after "to go" has its answer, every frame: Hint's top, and whether Stop was on show.
  // Then, the page as it stands: each copy field shows its whole text, and on a phone the board
  // fills the width without a sideways scroll and "51 to go" keeps to one line.
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await chrome.browser.newContext({ viewport, serviceWorkers: 'block' });
    await context.route(/rush-hour-worker/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(new URL(`#${XTL_CARD_40}`, BASE_URL).href);
    await page.locator('svg.board [data-car="A"]').waitFor();
    await appStarted(page);
    const { tops, stopShown } = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const tops = [];
          let stopShown = false;
          let answered = null;
          const hint = () => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Hint');
          const frame = () => {
            tops.push(`${Math.round(hint()?.getBoundingClientRect().top ?? -1)}/${Math.round(document.querySelector('.toggles')?.getBoundingClientRect().top ?? -1)}`);
            stopShown ||= document.querySelector('.stop-analysis') !== null;
            answered ??= document.querySelector('[data-testid=to-go]')?.dataset.value ? performance.now() : null;
            if (answered !== null && performance.now() - answered > 500) resolve({ tops, stopShown });
            else requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    assert.ok(stopShown, `${viewport.width} px: "Stop analysis" never showed, so this test tested nothing`);
    assert.deepEqual([...new Set(tops)], [tops[0]], `${viewport.width} px: Hint's top / the toggles' top went ${[...new Set(tops)].join(' → ')}`);
    assert.equal(await page.getByTestId('to-go').getAttribute('data-value'), '51');
    // No line of a copy field hidden (WebKit, without `field-sizing: content`, kept the puzzle's
    // code to one row: src/app/copy_field.rs sizes it there).
    const fields = await page.locator('.copy-field textarea').evaluateAll((ts) =>
      ts.map((t) => ({ text: t.value.slice(0, 20), client: t.clientHeight, scroll: t.scrollHeight })),
    );
    assert.ok(fields.length > 0, `${viewport.width} px: no copy field on the page`);
    for (const f of fields) assert.ok(f.scroll <= f.client + 1, `${viewport.width} px: "${f.text}…" needs ${f.scroll} px and shows ${f.client}`);
    if (viewport.width === 390) {
      const { width, height } = viewport;
      const box = await page.locator('svg.board').boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `board spans x ${box.x}..${box.x + box.width} in ${width}`);
      assert.ok(box.height <= height, `board is ${box.height}px high in ${height}`);
      assert.ok(box.width >= 0.8 * width, `board is ${box.width}px wide in ${width}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide`);
      // It broke as "51 to / go" in Firefox at 390 px.
      const pieces = await page.getByTestId('to-go').evaluate((e) => e.getClientRects().length);
      assert.equal(pieces, 1, `"${await page.getByTestId('to-go').innerText()}" is drawn in ${pieces} pieces`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

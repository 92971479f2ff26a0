// End-to-end tests of the failure banner (static/failure-banner.js): a trap of the page's wasm
// shows it with Reload and the reload goes on with the game; a page whose wasm does not load, or
// a browser without WebAssembly, is told so. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/failure-banner.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, eventually, SCREENSHOTS, withBrowser } from './harness.mjs';
import { CARD_1, button, moves, opener } from './panels-helpers.mjs';

const chrome = withBrowser();
const open = opener(chrome);

/** The failure banner hides none of the page: above the title at the top of the page, and still
 * in view at the top of the window once the page is scrolled to its end. */
async function bannerOverNothing(page) {
  const boxes = () =>
    page.evaluate(() => ({
      banner: document.querySelector('[data-testid=crash-banner]').getBoundingClientRect().toJSON(),
      title: document.querySelector('h1').getBoundingClientRect().toJSON(),
    }));
  await page.evaluate(() => scrollTo(0, 0));
  const top = await boxes();
  assert.ok(top.title.top >= top.banner.bottom - 0.5, `the title (top ${top.title.top}) is under the banner (bottom ${top.banner.bottom})`);
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const end = await boxes();
  assert.ok(Math.abs(end.banner.top) < 0.5, `scrolled to the end, the banner is at ${end.banner.top}, not the window's top`);
  await page.evaluate(() => scrollTo(0, 0));
}

test("a trap of the page's wasm shows a banner with Reload, and the reload goes on with the game", async () => {
  const { page, context } = await open(`#${CARD_1}`);
  const field = page.getByRole('textbox', { name: /A vehicle's letter/ });
  await field.fill('cl1');
  await field.press('Enter');
  const moves = () => page.getByTestId('moves').getAttribute('data-value');
  await page.waitForFunction(() => document.querySelector('[data-testid=moves]')?.dataset.value === '1');
  // Another error of the page says nothing: it is the app's to say.
  await page.evaluate(() => setTimeout(() => { throw new Error('not a trap'); }));
  await page.waitForTimeout(100);
  assert.equal(await page.getByTestId('crash-banner').count(), 0);
  // A trap, as the wasm raises it (a Rust panic, JavaScriptCore's fault): thrown from a task (a timer)
  // and from a promise.
  await page.evaluate(() => setTimeout(() => { throw new WebAssembly.RuntimeError('unreachable'); }));
  const banner = page.getByRole('alert').filter({ hasText: 'The game stopped' });
  await banner.waitFor();
  assert.match(await banner.innerText(), /The game stopped on an error \(unreachable\)\. Your game is saved: reload the page to go on\./);
  const reload = banner.getByRole('button', { name: 'Reload' });
  await eventually(() => reload.evaluate((b) => b === document.activeElement), true, 'Reload has the focus');
  const box = await reload.boundingBox();
  assert.ok(box.width >= 44 && box.height >= 44, `Reload is ${box.width}×${box.height}`);
  await page.evaluate(() => {
    Promise.reject(new WebAssembly.RuntimeError('again'));
  });
  await page.waitForTimeout(100);
  assert.equal(await page.getByTestId('crash-banner').count(), 1, 'one banner');
  await bannerOverNothing(page);
  await page.screenshot({ path: join(SCREENSHOTS, 'faults-crash-banner-1280.png') });
  await reload.click();
  await page.waitForFunction(() => !document.querySelector('[data-testid=crash-banner]') && document.querySelector('[data-testid=moves]')?.dataset.value === '1');
  assert.equal(await moves(), '1');
  assert.equal(await page.getByTestId('crash-banner').count(), 0);
  await context.close();
});

test("a page whose wasm does not load says the game could not start, with Reload; a browser without WebAssembly is told the game needs it", async () => {
  // The app's wasm refused once (a page kept from before a deploy asking for a file gone, a
  // dropped connection): the first paint stays, under a banner saying why, and Reload starts it.
  let context = await chrome.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  let page = await context.newPage();
  let refused = 0;
  await page.route(/rush-hour-app-[0-9a-f]+_bg\.wasm$/, (route) => (refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue()));
  await page.goto(new URL(`#${CARD_1}`, BASE_URL).href);
  let banner = page.getByTestId('crash-banner');
  await banner.waitFor();
  assert.match(await banner.innerText(), /^The game could not start \(failed to fetch rush-hour-app-[0-9a-f]+_bg\.wasm: 404\)\. Reload the page to try again\./);
  assert.equal(await page.getByRole('alert').count(), 1);
  assert.equal(await page.locator('main.first-paint').count(), 1, 'the first paint stays');
  await bannerOverNothing(page);
  const reload = banner.getByRole('button', { name: 'Reload' });
  await eventually(() => reload.evaluate((b) => b === document.activeElement), true, 'Reload has the focus');
  await reload.click();
  await page.locator('svg.board [data-car="A"]').waitFor();
  assert.equal(await page.getByTestId('crash-banner').count(), 0);
  await context.close();

  // WebAssembly turned off (an iPhone's Lockdown Mode, a browser's security setting).
  context = await chrome.browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  await page.addInitScript(() => {
    delete globalThis.WebAssembly;
  });
  await page.goto(new URL(`#${CARD_1}`, BASE_URL).href);
  banner = page.getByTestId('crash-banner');
  await banner.waitFor();
  assert.match(await banner.innerText(), /^This browser runs no WebAssembly, which the game needs/);
  await bannerOverNothing(page);
  await page.screenshot({ path: join(SCREENSHOTS, 'faults-no-wasm-390.png') });
  await context.close();
});

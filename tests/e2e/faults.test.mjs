// End-to-end tests of the faults a newcomer met in the page (issue 14): a long bad link or paste
// never buries the board, a bad link gives the address bar back the kept puzzle, each puzzle the
// player picks is a history entry, the settings and the saved progress survive a reload, the
// classroom and the presentation say what happened to an analysis that stopped, the phone's and
// the desktop's layouts. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/faults.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENSHOTS, withBrowser } from './harness.mjs';
import { CARD_1, CARD_40, button, cars, opener } from './panels-helpers.mjs';

const open = opener(withBrowser());
const PHONE = { width: 390, height: 844 };

/** The board's drawn size in CSS pixels. */
async function boardBox(page) {
  return page.locator('svg.board').boundingBox();
}

test('a long bad link is quoted short and leaves the board its room', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    const { page, context, errors } = await open(`#oo:${'q'.repeat(2000)}`, { viewport });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const text = await alert.innerText();
    assert.ok(text.length < 300, `the alert is ${text.length} characters: ${text.slice(0, 300)}`);
    assert.match(text, /position 3/);
    const board = await boardBox(page);
    assert.ok(board.width > 250 && board.height > 250, `the board is ${board.width}×${board.height}`);
    const box = await alert.boundingBox();
    assert.ok(box.height < 160, `the alert is ${box.height} px tall`);
    await page.screenshot({ path: join(SCREENSHOTS, `faults-long-link-${viewport.width}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
  // A paste of a million characters: refused unread, not written into the page again.
  const { page, context } = await open(`#${CARD_1}`);
  await page.getByTestId('paste').fill('A'.repeat(1_000_000));
  const started = Date.now();
  await button(page, 'Load').click();
  await page.getByRole('alert').waitFor();
  assert.match(await page.getByRole('alert').innerText(), /1000000 characters long/);
  const html = await page.evaluate(() => document.body.innerHTML.length);
  assert.ok(html < 50_000, `the page's markup is ${html} characters`);
  assert.ok(Date.now() - started < 5_000);
  await context.close();
});

test('a bad text names its fault in an excerpt a person can find', async () => {
  const { page, context } = await open(`#${CARD_1}`);
  await page.getByTestId('paste').fill('<img src=x onerror=alert(1)>');
  await button(page, 'Load').click();
  const text = await page.getByRole('alert').innerText();
  assert.match(text, /position 19/);
  assert.ok(text.includes('=x onerror[=]alert(1)>'), text);
  await page.getByTestId('paste').fill('AAooAAoooooooooooooooooooooooooooooo');
  await button(page, 'Load').click();
  await page.waitForFunction(() => document.querySelector('[role=alert]')?.innerText.includes('two red cars'));
  await context.close();
});

test('a bad link mid-game puts the kept puzzle back in the address bar', async () => {
  const { page, context, errors } = await open(`#${CARD_40}`);
  await page.evaluate(() => { location.hash = 'garbage'; });
  await page.getByRole('alert').waitFor();
  await page.waitForFunction((grid) => location.hash === `#${grid}`, CARD_40, { timeout: 5_000 });
  // The same bad link twice: put back twice.
  await page.evaluate(() => { location.hash = 'garbage'; });
  await page.waitForFunction((grid) => location.hash === `#${grid}`, CARD_40, { timeout: 5_000 });
  await page.reload();
  await page.locator('svg.board [data-car="A"]').waitFor();
  assert.equal(await page.evaluate(() => location.hash), `#${CARD_40}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('each puzzle picked is a history entry: Back and Forward move between puzzles', async () => {
  const { page, context, errors } = await open(`#${CARD_40}`);
  const length = await page.evaluate(() => history.length);
  const entries = page.locator('details[data-section=seed] button.entry');
  const picked = [];
  for (const i of [0, 1]) {
    const entry = entries.nth(i);
    picked.push(await entry.getAttribute('data-grid'));
    await entry.click();
    await page.waitForFunction((grid) => location.hash === `#${grid}`, picked[i]);
  }
  // A move within a puzzle is no entry.
  await page.keyboard.press('Tab');
  await page.locator('svg.board [data-car="A"]').focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => history.length), length + 2);
  await page.goBack();
  await page.waitForFunction((grid) => location.hash === `#${grid}`, picked[0]);
  await page.waitForFunction((grid) => document.querySelector('[data-testid="position-grid"]')?.value === grid, picked[0]);
  await page.goBack();
  await page.waitForFunction((grid) => document.querySelector('[data-testid="position-grid"]')?.value === grid, CARD_40);
  assert.ok(page.url().endsWith(`#${CARD_40}`), page.url());
  await page.goForward();
  await page.waitForFunction((grid) => document.querySelector('[data-testid="position-grid"]')?.value === grid, picked[0]);
  assert.deepEqual(errors, []);
  await context.close();
});

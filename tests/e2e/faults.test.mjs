// End-to-end tests of the faults a newcomer met in the page (issue 14): a long bad link or paste
// never buries the board, a bad link gives the address bar back the kept puzzle, each puzzle the
// player picks is a history entry, the settings and the saved progress survive a reload. The
// engine's faults (engine-faults.test.mjs), the phone's and the desktop's layouts
// (layouts.test.mjs) and the failure banner (failure-banner.test.mjs) are files of their own.
// Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/faults.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, eventually, SCREENSHOTS, withBrowser } from './harness.mjs';
import { CARD_1, XTL_CARD_40, button, cars, moves, opener, playMoves } from './panels-helpers.mjs';

const chrome = withBrowser();
const open = opener(chrome);
const PHONE = { width: 390, height: 844 };

/** The board's drawn size in CSS pixels. */
async function boardBox(page) {
  return page.locator('svg.board').boundingBox();
}

/** A new fragment typed into the address bar of the open page (a `hashchange`, no load). */
async function typeLink(page, fragment) {
  await page.goto(new URL(`#${fragment}`, page.url()).href);
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
  const markup = await page.evaluate(() => document.body.innerHTML.length);
  await page.getByTestId('paste').fill('A'.repeat(1_000_000));
  await button(page, 'Load').click();
  await page.getByRole('alert').waitFor();
  assert.match(await page.getByRole('alert').innerText(), /1000000 characters long/);
  // The paste is in the page once, as the box's value, never in its markup: the markup grows by
  // the alert alone (a few hundred characters) and holds no run of the pasted text.
  const html = await page.evaluate(() => ({ length: document.body.innerHTML.length, run: document.body.innerHTML.includes('A'.repeat(100)) }));
  assert.ok(html.length - markup < 1_000, `the page's markup grew from ${markup} to ${html.length} characters`);
  assert.equal(html.run, false, 'the pasted text is in the markup');
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

test('a bad link mid-game keeps the game and puts its puzzle back in the address bar; the puzzle\'s own link takes the alert away', async () => {
  const { page, context, errors } = await open(`#${XTL_CARD_40}`);
  // A move first (car F a cell right), which every bad link below leaves as it is.
  await page.locator('svg.board [data-car="F"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.locator('[data-testid=moves][data-value="1"]').waitFor();
  await page.evaluate(() => { location.hash = 'garbage'; });
  await page.getByRole('alert').waitFor();
  await page.waitForFunction((grid) => location.hash === `#${grid}`, XTL_CARD_40, { timeout: 5_000 });
  // The same bad link twice: put back twice.
  await page.evaluate(() => { location.hash = 'garbage'; });
  await page.waitForFunction((grid) => location.hash === `#${grid}`, XTL_CARD_40, { timeout: 5_000 });
  // A bad link typed into the address bar: the alert names its fault and says the game is kept.
  await typeLink(page, 'ooo');
  await page.getByRole('alert').filter({ hasText: '3 cells' }).waitFor();
  const alert = await page.getByRole('alert').innerText();
  assert.match(alert, /The puzzle in the link could not be read: 3 cells do not make a square board/);
  assert.match(alert, /The current game is unchanged\./);
  await page.waitForFunction((grid) => location.hash === `#${grid}`, XTL_CARD_40, { timeout: 5_000 });
  assert.equal(await moves(page), 1);
  // The very same link followed again (Chromium fires popstate for it): the alert goes.
  await page.evaluate(() => { location.href = location.href; });
  await page.getByRole('alert').waitFor({ state: 'detached' });
  assert.equal(await moves(page), 1);
  // The puzzle's link with its exit in lower case: the alert goes, the move stays, and the
  // address is the puzzle's link as the page writes it.
  await typeLink(page, 'ooo');
  await page.getByRole('alert').waitFor();
  await page.waitForFunction((grid) => location.hash === `#${grid}`, XTL_CARD_40, { timeout: 5_000 });
  await typeLink(page, `${XTL_CARD_40}:e`);
  await page.getByRole('alert').waitFor({ state: 'detached' });
  await page.waitForFunction((grid) => location.hash === `#${grid}`, XTL_CARD_40, { timeout: 5_000 });
  assert.equal(await moves(page), 1);
  // A bare "#": the puzzle's link comes back.
  await page.evaluate(() => { location.hash = ''; });
  await page.waitForFunction((grid) => location.hash === `#${grid}`, XTL_CARD_40, { timeout: 5_000 });
  assert.equal(await moves(page), 1);
  await page.reload();
  await page.locator('svg.board [data-car="A"]').waitFor();
  assert.equal(await page.evaluate(() => location.hash), `#${XTL_CARD_40}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('each puzzle picked is a history entry: Back and Forward move between puzzles', async () => {
  const { page, context, errors } = await open(`#${XTL_CARD_40}`);
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
  await page.waitForFunction((grid) => document.querySelector('[data-testid="position-grid"]')?.value === grid, XTL_CARD_40);
  assert.ok(page.url().endsWith(`#${XTL_CARD_40}`), page.url());
  await page.goForward();
  await page.waitForFunction((grid) => document.querySelector('[data-testid="position-grid"]')?.value === grid, picked[0]);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Show labels and Show moves to go are kept on reload', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  await page.getByLabel('Show labels').uncheck();
  await page.getByLabel('Show moves to go').uncheck();
  await page.reload();
  await page.locator('svg.board [data-car="A"]').waitFor();
  await page.waitForFunction(() => document.querySelector('.toggles input')?.checked === false);
  assert.equal(await page.getByLabel('Show labels').isChecked(), false);
  assert.equal(await page.getByLabel('Show moves to go').isChecked(), false);
  assert.equal(await page.getByTestId('to-go').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Show moves to go is off on a first visit (the optimum stays on show under the counter); one click turns it on, a reload keeps it', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { context: { movesToGo: false } });
  await page.locator('.counter-detail .optimal').filter({ hasText: /^optimal 9 moves$/ }).waitFor();
  assert.equal(await page.getByLabel('Show moves to go').isChecked(), false);
  assert.equal(await page.getByTestId('to-go').count(), 0);
  await button(page, 'Hint').click();
  assert.doesNotMatch(await page.getByTestId('hint').innerText(), /to go/, 'a hint says no count either');
  await page.getByLabel('Show moves to go').check();
  await page.locator('[data-testid=to-go][data-value="9"]').waitFor();
  await page.reload();
  await page.locator('[data-testid=to-go][data-value="9"]').waitFor();
  assert.equal(await page.getByLabel('Show moves to go').isChecked(), true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a link to a solved position says the red car is already out', async () => {
  const { page, context } = await open('#ooooAA/oooooo/oooooo');
  const message = page.getByTestId('win-message');
  await message.waitFor();
  assert.match(await message.innerText(), /already out/);
  assert.equal(await page.getByTestId('rating').isHidden(), true, 'no stars for no move');
  await context.close();
});

test('the state graph counts in words: 1 move, 2 positions', async () => {
  const { page, context } = await open('#AAo/ooo/ooo');
  await page.getByTestId('mode-classroom').click();
  await page.getByTestId('graph').waitFor({ timeout: 30_000 });
  const note = await page.getByTestId('state-graph').innerText();
  assert.match(note, /2 positions and 1 move between them/);
  await context.close();
});

test('a bad record in the saved progress is kept as it was and written back, the others read', async () => {
  const stored = JSON.stringify({
    puzzles: {
      [CARD_1]: { best: -5, hints: 0, solved: 1 },
      [XTL_CARD_40]: { best: 51, hints: 0, solved: 1 },
      GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFoF: { best: 4294967295, hints: 0, solved: 1 },
    },
  });
  const { page, context, errors } = await open(`#${CARD_1}`, { init: `localStorage.setItem('rush-hour/progress/v1', ${JSON.stringify(stored)})` });
  const notice = page.locator('.notice[role=status]');
  await notice.waitFor();
  assert.match(await notice.innerText(), /2 parts of your progress could not be read by this version of the game; kept as they were, not shown/);
  await page.waitForFunction(() => document.querySelector('[data-testid=solved-count]')?.dataset.value === '1');
  // Nothing is written over it: a win elsewhere keeps the two records as they were.
  await page.goto(new URL('#ooooooooooooAAoooooooooooooooooooooo', BASE_URL).href);
  await page.locator('svg.board [data-car=A][data-col="0"]').waitFor();
  await playMoves(page, ['A+4']);
  await page.getByTestId('win').waitFor();
  const saved = () => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('rush-hour/progress/v1')).puzzles).length);
  await eventually(saved, 4, 'the win saved beside the three records');
  const kept = JSON.parse(await page.evaluate(() => localStorage.getItem('rush-hour/progress/v1')));
  assert.equal(kept.puzzles[XTL_CARD_40].best, 51);
  assert.deepEqual(kept.puzzles[CARD_1], { best: -5, hints: 0, solved: 1 }, 'the bad record as it was');
  assert.equal(kept.puzzles.GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFoF.best, 4294967295);
  assert.equal(await page.locator(`details[data-section=seed] button.entry[data-grid="${XTL_CARD_40}"] .mark`).count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

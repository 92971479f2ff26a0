// End-to-end tests of the panels around the board: the counter, Undo/Redo/Reset, Hint, Solve with
// its plan, the win banner, a malformed link, the paste box and Share (the library, saved
// progress and the phone layout are in progress.test.mjs, offline play in offline.test.mjs). Playwright
// (playwright-core) drives Debian's Chromium against the release build; scripts/test sets
// BASE_URL. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/panels.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENSHOTS, withBrowser } from './harness.mjs';
import { CARD_1, XTL_CARD_40, bannerShown, button, cars, expectCounts, moves, opener, toGo } from './panels-helpers.mjs';

const open = opener(withBrowser());

test('the counter, Undo, Redo and Reset', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  assert.equal(await moves(page), 0);
  for (const name of ['Undo', 'Redo', 'Reset']) assert.ok(await button(page, name).isDisabled(), `${name} is disabled at the start`);
  const start = await cars(page);

  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expectCounts(page, 1, 8);
  const moved = await cars(page);
  assert.notDeepEqual(moved, start);
  assert.ok(await button(page, 'Redo').isDisabled());

  await button(page, 'Undo').click();
  await expectCounts(page, 0, 9);
  assert.deepEqual(await cars(page), start);
  assert.ok(await button(page, 'Undo').isDisabled());
  await button(page, 'Redo').click();
  await expectCounts(page, 1, 8);
  assert.deepEqual(await cars(page), moved);
  await button(page, 'Reset').click();
  await expectCounts(page, 0, 9);
  assert.deepEqual(await cars(page), start);

  // The toggle hides "to go" and brings it back.
  await page.getByLabel('Show moves to go').uncheck();
  assert.equal(await page.getByTestId('to-go').count(), 0);
  await page.getByLabel('Show moves to go').check();
  assert.equal(await toGo(page), 9);
  const labels = page.getByLabel('Show labels');
  await labels.uncheck();
  assert.equal(await labels.isChecked(), false);
  await labels.check();
  assert.deepEqual(errors, []);
  await context.close();
});

test('Hint shows a move in card notation and Apply lowers "to go" by one', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  let left = await toGo(page);
  assert.equal(left, 9);
  for (let n = 1; n <= 3; n++) {
    await button(page, 'Hint').click();
    const hint = page.getByTestId('hint');
    await hint.waitFor();
    assert.match((await hint.innerText()).replace(/\s+/g, ' '), new RegExp(`^Hint: [A-Z][←→↑↓]\\d+ — ${left - 1} to go after it`));
    assert.equal(await page.getByTestId('hints-used').getAttribute('data-value'), String(n));
    await button(page, 'Apply').click();
    await expectCounts(page, n, left - 1);
    left -= 1;
    assert.equal(await page.getByTestId('hint').count(), 0, 'the hint is gone after a move');
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('Solve animates the plan to the win message with the optimal count; a win the solver finished earns no stars and says so', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await button(page, 'Solve').click();
  const plan = page.getByTestId('plan');
  await plan.waitFor();
  assert.equal(await plan.locator('ol.plan li').count(), 9);
  // Every move in card notation; the next one is marked, and once a move is played it is the
  // current one (as its vehicle is on the board).
  for (const li of await plan.locator('ol.plan li').allInnerTexts()) assert.match(li, /^[A-Z][←→↑↓]\d+$/);
  assert.equal(await plan.locator('li.next').count(), 1);
  await plan.locator('li[aria-current=step]').waitFor();
  assert.equal(await plan.locator('li[aria-current=step]').count(), 1);
  // The fastest speed.
  while (await button(page, 'Faster').isEnabled()) await button(page, 'Faster').click();
  assert.equal(await page.getByTestId('speed').innerText(), '0.2 s per move');
  const win = page.getByTestId('win-message');
  await win.waitFor({ timeout: 15_000 });
  assert.equal(await win.innerText(), 'Solved in 9 moves (optimal 9)');
  // The solver made the moves: no stars.
  assert.equal(await page.getByTestId('rating').getAttribute('data-value'), '0');
  assert.match(await page.getByTestId('assisted').innerText(), /solver/);
  assert.equal(await plan.locator('li.done').count(), 9);
  assert.deepEqual(await cars(page).then((c) => c.A), '2,4');
  for (const name of ['Hint', 'Solve']) assert.ok(await button(page, name).isDisabled(), `${name} is disabled after the win`);
  // At the plan's end nothing is left to play on from: its last button closes the plan.
  assert.equal(await plan.getByRole('button', { name: 'Stop' }).count(), 0, 'Stop is offered after the red car is out');
  assert.equal(await button(plan, 'Close').getAttribute('title'), 'Close the plan; the board stays as it is');
  await bannerShown(page);
  await page.screenshot({ path: join(SCREENSHOTS, 'win-1280x800.png') });
  await button(plan, 'Close').click();
  assert.equal(await plan.count(), 0);
  assert.equal(await win.innerText(), 'Solved in 9 moves (optimal 9)');

  // Replay: back to the start, playable.
  await page.getByTestId('win').getByRole('button', { name: 'Replay', exact: true }).click();
  await expectCounts(page, 0, 9);
  assert.equal(await page.getByTestId('win').count(), 0);

  // Again, the player's one move first (C←1 by taps, the plan's first), then Solve plays the
  // other 8: still no stars, and the banner, the shared result and the library say so.
  await page.locator('svg.board .vehicle[data-car="C"]').click();
  await page.locator('svg.board .tap-cell[data-row="0"][data-col="3"]').click();
  await expectCounts(page, 1, 8);
  await button(page, 'Solve').click();
  await plan.waitFor();
  while (await button(page, 'Faster').isEnabled()) await button(page, 'Faster').click();
  await win.waitFor({ timeout: 15_000 });
  assert.equal(await win.innerText(), 'Solved in 9 moves (optimal 9)');
  assert.equal(await page.getByTestId('rating').getAttribute('data-value'), '0');
  assert.match(await page.getByTestId('assisted').innerText(), /^Solved with the solver \(8 of 9 moves by the solver\): no stars/);
  await page.getByTestId('win').getByRole('button', { name: 'Share', exact: true }).click();
  const shared = await page.getByTestId('win-share-link').inputValue();
  assert.match(shared, /\nSolved in 9 moves \(optimal 9\), 8 of 9 moves by the solver\n/, `the shared result: ${shared}`);
  assert.doesNotMatch(shared, /[★☆]/);
  const mark = page.locator(`.library button.entry[data-grid="${CARD_1}"] .mark`);
  assert.equal(await mark.getAttribute('data-stars'), '0');
  assert.match((await mark.textContent()).replace(/\s+/g, ' ').trim(), /^✓, solved with the solver's help$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the plan steps back and forth, pauses, and Stop leaves the board playable', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await button(page, 'Solve').click();
  await button(page, 'Pause').click();
  await button(page, 'Play').waitFor();
  const before = await moves(page);
  await button(page, 'Step forward').click();
  await expectCounts(page, before + 1, 8 - before);
  assert.equal(await page.locator('ol.plan li.done').count(), before + 1);
  await page.screenshot({ path: join(SCREENSHOTS, 'plan-1280x800.png') });
  await button(page, 'Step back').click();
  await expectCounts(page, before, 9 - before);
  await button(page, 'Step forward').click();
  await expectCounts(page, before + 1, 8 - before);
  await button(page, 'Stop').click();
  assert.equal(await page.getByTestId('plan').count(), 0);
  // Still at that step, and playable: a hint applies from here.
  await expectCounts(page, before + 1, 8 - before);
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expectCounts(page, before + 2, 7 - before);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an unsolvable puzzle says so; Hint and Solve are off', async () => {
  const { page, context, errors } = await open('#ooooo/AAoxo/ooooo');
  const toGo = page.locator('[data-testid=to-go][data-state=unsolvable]');
  await toGo.waitFor();
  assert.equal(await toGo.getAttribute('data-value'), null);
  assert.match(await toGo.innerText(), /unsolvable/);
  assert.match(await page.getByTestId('unsolvable').innerText(), /cannot be solved/);
  for (const name of ['Hint', 'Solve']) assert.ok(await button(page, name).isDisabled(), name);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a malformed link shows the engine\'s message in an alert and the default puzzle, which works', async () => {
  const { page, context, errors } = await open('#ooBoCC#oo');
  const alert = page.locator('[role=alert]');
  await alert.waitFor();
  const text = await alert.innerText();
  assert.match(text, /The puzzle in the link could not be read: .+/);
  assert.match(text, /position 7|'#'|"#"|#/, text);
  // The default puzzle (seed card 1), working.
  assert.equal((await cars(page)).A, '2,0');
  assert.equal(await toGo(page), 9);
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expectCounts(page, 1, 8);
  await button(page, 'Undo').click();
  await expectCounts(page, 0, 9);
  await page.screenshot({ path: join(SCREENSHOTS, 'bad-link-1280x800.png') });
  await page.getByRole('button', { name: 'Dismiss' }).click();
  assert.equal(await alert.count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the paste box: garbage shows an alert and keeps the game; a database line loads', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expectCounts(page, 1, 8);
  const before = await cars(page);

  const box = page.getByTestId('paste');
  await box.fill('this is not a puzzle');
  await button(page, 'Load').click();
  const alert = page.locator('[role=alert]');
  await alert.waitFor();
  assert.match(await alert.innerText(), /The pasted puzzle could not be read: .+\. The current game is unchanged\./);
  // Repeated beside the box (the alert is at the top of the page, out of sight on a phone).
  assert.match(await page.getByTestId('paste-error').innerText(), /The pasted puzzle could not be read/);
  assert.equal(await box.getAttribute('aria-invalid'), 'true');
  assert.deepEqual(await cars(page), before);
  await expectCounts(page, 1, 8);

  await box.fill(`51 ${XTL_CARD_40} 4780`);
  await button(page, 'Load').click();
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-car]').length === 13);
  assert.equal(await toGo(page), 51);
  assert.equal(await moves(page), 0);
  assert.equal(await alert.count(), 0);
  assert.equal(await page.getByTestId('paste-error').count(), 0);
  assert.equal(new URL(page.url()).hash, `#${XTL_CARD_40}`);
  assert.equal(await box.inputValue(), '', 'the box is emptied after a load');
  assert.equal(await page.getByTestId('position-grid').inputValue(), XTL_CARD_40);

  // A board drawn one row per line.
  await box.fill(CARD_1.match(/.{6}/g).join('\n'));
  await button(page, 'Load').click();
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-car]').length === 5);
  assert.equal(await toGo(page), 9);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Share copies one link, to the start or, as chosen, to the position on the board; both round-trip', async () => {
  const { page, context, errors } = await open(`#${XTL_CARD_40}`, { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
  assert.equal(await toGo(page), 51);
  const start = await cars(page);
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expectCounts(page, 1, 50);
  const now = await cars(page);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText().catch(() => null));

  // One click copies the start's link; what was copied is shown, one field, with the choice.
  await button(page, 'Share').click();
  const field = page.getByTestId('share-link');
  const link = await field.inputValue();
  assert.equal(link, new URL(`#${XTL_CARD_40}`, page.url()).href);
  await page.locator('.share .copy-note', { hasText: /Copied|Select/ }).waitFor();
  const copied = await clipboard();
  if (copied !== null) assert.equal(copied, link);
  assert.equal(await page.locator('.share textarea').count(), 1, 'one field: the link copied');
  const toStart = page.getByRole('radio', { name: "The puzzle's start" });
  const toPosition = page.getByRole('radio', { name: 'This position, after 1 move' });
  assert.ok(await toStart.isChecked());
  assert.equal(await page.getByRole('group', { name: 'Share a link to' }).count(), 1, 'the choice is labelled');
  await page.screenshot({ path: join(SCREENSHOTS, 'share-1280x800.png') });

  const again = await context.newPage();
  await again.goto(link);
  await again.locator('svg.board [data-car="A"]').waitFor();
  assert.deepEqual(await cars(again), start);
  await again.close();

  // The position: chosen, its link is shown and copied at once.
  await toPosition.check();
  await page.waitForFunction((l) => document.querySelector('[data-testid=share-link]').value !== l, link);
  const positionLink = await field.inputValue();
  assert.equal(await page.locator('.share .copy-label').innerText(), 'Link to this position');
  await page.locator('.share .copy-note', { hasText: /Copied|Select/ }).waitFor();
  if (copied !== null) assert.equal(await clipboard(), positionLink);
  const there = await context.newPage();
  await there.goto(positionLink);
  await there.locator('svg.board [data-car="A"]').waitFor();
  assert.deepEqual(await cars(there), now);
  assert.equal(await toGo(there), 50);
  await there.close();
  // Back at the start (Reset), the start's link is the one there is.
  await button(page, 'Reset').click();
  await page.waitForFunction((l) => document.querySelector('[data-testid=share-link]').value === l, link);
  assert.ok(await toStart.isChecked());
  assert.ok(await page.getByRole('radio', { name: /This position/ }).isDisabled());
  assert.deepEqual(errors, []);
  await context.close();
});

test('a win by 9 hints is rated ★, not ★★★; its banner, shared result (named as the game panel names the puzzle), and the library legend say the hints; Next puzzle is the next seed card', async () => {
  // A link to a library puzzle: the panel gives its library name, and so does the result.
  const { page, context, errors } = await open(`#${CARD_1}`);
  await toGo(page);
  const name = await page.getByTestId('puzzle-name').innerText();
  assert.equal(name, 'Card 1 (starter set)');
  while ((await page.getByTestId('win-message').count()) === 0) {
    await button(page, 'Hint').click();
    await button(page, 'Apply').click();
  }
  assert.equal(await page.getByTestId('win-message').innerText(), 'Solved in 9 moves (optimal 9)');
  // Each hint costs a star: one of three, said in the stars' name and in a note under them.
  const rating = page.getByTestId('rating');
  assert.equal(await rating.getAttribute('data-value'), '1');
  assert.equal(await rating.getAttribute('aria-label'), 'Rating: 1 of 3 stars');
  assert.match(await page.getByTestId('assisted').innerText(), /^With 9 hints: each hint costs a star/);
  // How stars are earned, in words under the stars (not a tooltip).
  assert.match(await page.getByTestId('stars-rule').innerText(), /^★★★ fewest moves, no help · ★★ up to ¼ more · each hint costs a star$/);
  await page.getByTestId('win').getByRole('button', { name: 'Share', exact: true }).click();
  const text = await page.getByTestId('win-share-link').inputValue();
  assert.equal(text.split('\n')[0], `Rush Hour · ${name}`);
  assert.match(text, /\nSolved in 9 moves \(optimal 9\), 9 hints ★☆☆\n/, `the shared result: ${text}`);
  assert.doesNotMatch(text, /★★★/);
  const library = page.getByRole('region', { name: 'Puzzle library' });
  assert.match(
    (await library.getByTestId('library-legend').innerText()).replace(/\s+/g, ' '),
    /solved with the solver.s help\. ★★★ fewest moves, no help .* each hint costs a star/,
  );
  // Next puzzle: the next seed card, not a random puzzle of another tier.
  const seeds = await library.locator('details[data-section=seed] button.entry').evaluateAll((bs) => bs.map((b) => b.dataset.grid));
  const next = await page.getByTestId('next-puzzle').getAttribute('data-grid');
  assert.equal(next, seeds[1], `Next puzzle leads to ${next}, not to seed card 2 ${seeds[1]}`);
  await button(page, 'Next puzzle').click();
  await library.locator(`button.entry.current[data-grid="${next}"]`).waitFor();
  assert.equal(new URL(page.url()).hash, `#${next}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Share without a clipboard selects the link for copying by hand', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, {
    init: () => Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true }),
  });
  await button(page, 'Share').click();
  const field = page.getByTestId('share-link');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'share-link');
  const selected = await field.evaluate((el) => el.value.slice(el.selectionStart, el.selectionEnd));
  assert.equal(selected, new URL(`#${CARD_1}`, page.url()).href);
  assert.match(await page.locator('.share .copy-note').first().innerText(), /Select and copy/);
  assert.deepEqual(errors, []);
  await context.close();
});

// End-to-end tests of the review after a win: the win banner's summary, the review in place of
// the board (each move marked, stepping with buttons and arrow keys, the best move where the
// player's was not, the optimal line played on the board), the shared result text, and the same
// review from the library's saved moves after a reload; a win with every move optimal reviewed in
// the colour-blind palette. Same harness as play.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENSHOTS, openGame, withBrowser } from './harness.mjs';

// Seed card 1 (9 moves): C is a car on row 0, D a truck on row 3 (columns 0–2).
const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';

const chrome = withBrowser();

const open = (viewport) => openGame(chrome, CARD_1, { viewport, ready: '[data-testid=to-go][data-value="9"]' });

const car = (page, label) => page.locator(`svg.board .vehicle[data-car="${label}"]`);

/** One cell with the arrow keys on `label` (a key press on another vehicle between two on one). */
async function key(page, label, arrow) {
  await car(page, label).focus();
  await page.keyboard.press(arrow);
}

/** D one cell right, C one left (the plan's first move), D back: then the hints to the win. */
async function playWithADetour(page) {
  await key(page, 'D', 'ArrowRight');
  await key(page, 'C', 'ArrowLeft');
  await key(page, 'D', 'ArrowLeft');
  await page.locator('[data-testid=moves][data-value="3"]').waitFor();
  while ((await page.locator('[data-testid=win]').count()) === 0) {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const hinted = page.locator('svg.board .vehicle.hinted');
    await hinted.waitFor();
    await hinted.click();
  }
  return Number(await page.locator('[data-testid=moves]').getAttribute('data-value'));
}

for (const [viewport, name] of [
  [{ width: 1280, height: 800 }, '1280x800'],
  [{ width: 390, height: 844 }, '390x844'],
]) {
  test(`review at ${name}: every move marked, stepped through, the best move shown, the optimal line played`, async () => {
    const { context, page, errors } = await open(viewport);
    const n = await playWithADetour(page);
    // D there and back costs two moves over the optimum, or one each way when D's move was wasted.
    assert.ok(n >= 10 && n <= 11, `${n} moves`);
    const summary = await page.locator('[data-testid=win-review]').textContent();
    assert.match(summary, new RegExp(`${n} moves: \\d+ optimal, `));
    await page.getByRole('button', { name: 'Review', exact: true }).click();
    const review = page.locator('[data-testid=review]');
    await review.waitFor();
    assert.equal(await review.getAttribute('data-step'), '0');
    assert.match(await page.locator('[data-testid=review-caption]').textContent(), /^The start: 9 to go\./);
    const marks = await page.locator('.review-move').evaluateAll((b) => b.map((x) => x.dataset.mark));
    assert.equal(marks.length, n);
    assert.notEqual(marks[0], 'optimal', 'D→1 is not on an optimal line');
    assert.ok(marks.slice(3).every((m) => m === 'optimal'), `the hints are optimal: ${marks}`);
    const counts = ['optimal', 'wasted', 'away'].map((m) => marks.filter((x) => x === m).length);
    const expected = ['optimal', 'wasted', 'away'].map((m, i) => counts[i] && `${counts[i]} ${m}`).filter(Boolean).join(', ');
    assert.equal(await page.locator('[data-testid=review-summary]').textContent(), `${n} moves: ${expected}`);
    // The first move, D→1: the board shows D one cell right, the caption names the better move.
    await page.locator('.review-move').first().click();
    assert.equal(await review.getAttribute('data-step'), '1');
    assert.equal(await page.locator('[data-testid=review] .vehicle[data-car="D"]').getAttribute('data-col'), '1');
    assert.match(await page.locator('[data-testid=review-caption]').textContent(), /Move 1 of \d+, D→1: (wasted|away)/);
    assert.match(await page.locator('[data-testid=review-best]').textContent(), /^Best was [A-Z][→←↑↓]\d \(\d+ to go after it\)\.$/);
    // Arrow keys step; End goes to the win.
    await page.keyboard.press('ArrowRight');
    await page.locator('[data-testid=review][data-step="2"]').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.locator('[data-testid=review][data-step="1"]').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, `review-${name}.png`) });
    // The optimal line from here, played on the review's board until the red car is out.
    const line = await page.locator('[data-testid=review-line]').textContent();
    const length = Number(line.match(/\((\d+) moves?\)/)[1]);
    await page.getByRole('button', { name: 'Play the optimal line' }).click();
    await page.locator('[data-testid=review] .vehicle[data-car="A"][data-col="4"]').waitFor({ timeout: 1_000 * length + 3_000 });
    await page.getByRole('button', { name: 'Back to your game' }).click();
    assert.equal(await page.locator('[data-testid=review] .vehicle[data-car="D"]').getAttribute('data-col'), '1');
    await page.keyboard.press('End');
    await page.locator(`[data-testid=review][data-step="${n}"]`).waitFor();
    // Closing brings the won game and its banner back; the shared result carries the marks.
    await page.getByRole('button', { name: 'Close the review' }).click();
    await page.locator('[data-testid=win]').waitFor();
    await page.getByRole('button', { name: 'Share', exact: true }).first().click();
    const shared = await page.locator('[data-testid=win-share-link]').inputValue();
    assert.match(shared, new RegExp(`Solved in ${n} moves \\(optimal 9\\)`));
    assert.ok(shared.includes(`${n} moves: ${expected}`), shared);
    assert.ok(shared.includes('🟩'), shared);
    // After a reload, the puzzle's best win is kept with its moves: reviewed again from there.
    await page.reload();
    await page.locator('[data-testid=to-go][data-value="9"]').waitFor({ timeout: 20_000 });
    assert.equal(await page.locator('[data-testid=best-win]').textContent(), `Your best: ${n} movesReview it`);
    await page.getByRole('button', { name: 'Review it' }).click();
    await page.locator('[data-testid=review][data-step="0"]').waitFor();
    assert.deepEqual(await page.locator('.review-move').evaluateAll((b) => b.map((x) => x.dataset.mark)), marks);
    assert.equal(await page.locator('[data-testid=moves]').getAttribute('data-value'), String(n));
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('review of a win with every move optimal, in the colour-blind palette: "all optimal", a move chosen, then → steps on', async () => {
  const { context, page, errors } = await open({ width: 1280, height: 800 });
  // The colour-blind palette on card 1: the red car in vermillion, truck B in the first fill
  // (blue, src/palette.rs).
  await page.getByTestId('palette-switch').check();
  await page.locator('svg.board.palette-colour-blind').waitFor();
  const fill = (label) => car(page, label).locator('.body').evaluate((b) => getComputedStyle(b).fill);
  assert.equal(await fill('A'), 'rgb(213, 94, 0)');
  assert.equal(await fill('B'), 'rgb(75, 135, 255)');
  // C←1 (the plan's first move), then hints to the win: every move optimal.
  await key(page, 'C', 'ArrowLeft');
  await page.locator('[data-testid=moves][data-value="1"]').waitFor();
  while ((await page.locator('[data-testid=win]').count()) === 0) {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
  }
  const summary = page.locator('[data-testid=win-review]');
  await summary.waitFor();
  assert.match(await summary.textContent(), /9 moves: all optimal/);
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await page.locator('[data-testid=review][data-step="0"]').waitFor();
  const marks = await page.locator('.review-move').evaluateAll((b) => b.map((x) => x.dataset.mark));
  assert.deepEqual(marks, Array(9).fill('optimal'));
  // The third move chosen in the list; → steps on from there.
  await page.locator('.review-moves li:nth-child(3) > .review-move').click();
  await page.locator('[data-testid=review][data-step="3"]').waitFor();
  await page.keyboard.press('ArrowRight');
  await page.locator('[data-testid=review][data-step="4"]').waitFor();
  await page.getByRole('button', { name: 'Close the review' }).click();
  await page.locator('[data-testid=win]').waitFor();
  // The standard palette back, the won game still shown.
  await page.getByTestId('palette-switch').uncheck();
  await page.locator('svg.board:not(.palette-colour-blind) [data-car="A"]').waitFor();
  assert.equal(await fill('A'), 'rgb(211, 47, 47)');
  assert.deepEqual(errors, []);
  await context.close();
});

// UvA 9×9 #4 (27 moves), whose cluster is too large for the page: the review's distances come
// from optimal plans searched in the worker from positions of the game.
const UVA_9X9_4 = 'CBBBoEoooCooGoEDDDoooGoEooIFFoGoHHHIJAAKooooIJoOKoLLLQMMOPNNooQRoOPToooQRSSSTUUVV';

test('review on a 9×9 too large to analyse whole: the distances searched in the worker', async () => {
  const { context, page, errors } = await openGame(chrome, UVA_9X9_4, {
    viewport: { width: 1280, height: 800 },
    ready: '[data-testid=to-go][data-value="27"]',
    timeout: 30_000,
  });
  // B (row 0, columns 1–3) one cell right: off the start's plan, so the review searches again.
  await key(page, 'B', 'ArrowRight');
  await page.locator('[data-testid=moves][data-value="1"]').waitFor();
  while ((await page.locator('[data-testid=win]').count()) === 0) {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const hinted = page.locator('svg.board .vehicle.hinted');
    await hinted.waitFor({ timeout: 30_000 });
    await hinted.click();
  }
  const n = Number(await page.locator('[data-testid=moves]').getAttribute('data-value'));
  const summary = page.locator('[data-testid=win-review]');
  await summary.waitFor({ timeout: 30_000 });
  assert.match(await summary.textContent(), new RegExp(`${n} moves: `));
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await page.locator('[data-testid=review]').waitFor();
  assert.match(await page.locator('[data-testid=review-caption]').textContent(), /^The start: 27 to go\./);
  const marks = await page.locator('.review-move').evaluateAll((b) => b.map((x) => x.dataset.mark));
  assert.equal(marks.length, n);
  assert.ok(marks.slice(1).every((m) => m === 'optimal'), `the hints are optimal: ${marks}`);
  assert.equal(n, marks[0] === 'optimal' ? 27 : marks[0] === 'wasted' ? 28 : 29);
  assert.match(await page.locator('[data-testid=review-line]').textContent(), /^Optimal from here \(27 moves\): /);
  await page.screenshot({ path: join(SCREENSHOTS, 'review-9x9-1280x800.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

// What players of the best puzzle games expect, in every engine: tap to move (a click on a
// vehicle, then on a cell of its line), the colour-blind palette, and the review after a win.
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, movesAre, place, playHintsToTheWin, toGo } from './game.mjs';

const browser = useBrowser();

test(`${ENGINE}: tap to move, the colour-blind palette, and the review of the won game`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  // C chosen by a click: its row's cells are targets, column 3 the one it can reach.
  await page.click('svg.board .vehicle[data-car="C"]');
  await page.waitForSelector('svg.board .vehicle.tapped[data-car="C"]');
  const line = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('svg.board .tap-cell')].map((c) => `${c.dataset.row},${c.dataset.col}${c.classList.contains('reach') ? '•' : ''}`),
    );
  assert.deepEqual(await line(), ['0,0', '0,1', '0,2', '0,3•']);
  await page.click('svg.board .tap-cell[data-row="0"][data-col="3"]');
  await movesAre(page, 1);
  assert.deepEqual(await place(page, 'C'), [0, 3]);
  assert.equal(await page.count('svg.board .vehicle.tapped'), 0);
  // The colour-blind palette: the red car in vermillion, B in its first fill (blue, src/palette.rs).
  await page.click('[data-testid=palette-switch]');
  await page.waitForSelector('svg.board.palette-colour-blind');
  const fill = (label) =>
    page.evaluate((l) => getComputedStyle(document.querySelector(`svg.board .vehicle[data-car="${l}"] .body`)).fill, label);
  assert.equal(await fill('A'), 'rgb(213, 94, 0)');
  assert.equal(await fill('B'), 'rgb(75, 135, 255)');
  await page.screenshot('palette-1280x800');
  // Hints to the win, then the review: C←1 was the plan's first move, so every move is optimal.
  await playHintsToTheWin(page);
  await page.waitFor(() => document.querySelector('[data-testid=win-review]')?.textContent.includes('9 moves: all optimal'), null, {
    what: 'the win banner with the review',
  });
  await page.click({ button: 'Review' });
  await page.waitForSelector('[data-testid=review][data-step="0"]');
  assert.equal(await page.count('.review-move[data-mark="optimal"]'), 9);
  await page.click('.review-moves li:nth-child(3) > .review-move');
  await page.waitForSelector('[data-testid=review][data-step="3"]');
  await page.press('ArrowRight');
  await page.waitForSelector('[data-testid=review][data-step="4"]');
  await page.screenshot('review-1280x800');
  await page.click({ button: 'Close the review' });
  await page.waitForSelector('[data-testid=win]');
  await page.click('[data-testid=palette-switch]');
  await page.waitFor(() => !document.querySelector('svg.board.palette-colour-blind'), null, { what: 'the standard palette' });
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

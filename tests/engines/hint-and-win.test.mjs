// The engine's help: a hint on the board and in card notation, applied; the solver's plan played
// to the win message; a player's own win by following hints. And what help costs: a win with
// hints is not ★★★ and says its hints (the banner, the shared result, the library's mark); a win
// the solver finished earns no stars and says how many of its moves the solver made.
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, cars, counts, movesAre, playHintsToTheWin, toGo } from './game.mjs';

const browser = useBrowser();

test(`${ENGINE}: Hint rings a vehicle with its ghost and names the move; Apply lowers "to go" by one`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await page.click({ button: 'Hint' });
  await page.waitForSelector('[data-testid=hint]');
  assert.match((await page.text('[data-testid=hint]')).replace(/\s+/g, ' '), /^Hint: [A-Z][←→↑↓]\d+ — 8 to go after it/);
  assert.equal(await page.count('svg.board .vehicle.hinted'), 1);
  assert.equal(await page.count('svg.board .hint-ghost'), 1);
  await page.screenshot('hint-1280x800');
  await page.click({ button: 'Apply', within: '[data-testid=hint]' });
  await counts(page, 1, 8);
  assert.equal(await page.count('[data-testid=hint]'), 0);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

/** Lets Solve's plan play to the win message, pressing Faster while it can. */
async function playToTheWin(page) {
  for (let i = 0; i < 8 && (await page.evaluate(() => !document.querySelector('[data-testid=win-message]'))); i++) {
    const faster = await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Faster' && !b.disabled) !== undefined);
    if (!faster) break;
    await page.click({ button: 'Faster' });
  }
  await page.waitForSelector('[data-testid=win-message]', { timeout: 30_000 });
}

test(`${ENGINE}: Solve plays the plan to the win message; Replay starts again`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await page.click({ button: 'Solve' });
  await page.waitForSelector('[data-testid=plan] ol.plan li');
  assert.equal(await page.count('[data-testid=plan] ol.plan li'), 9);
  await playToTheWin(page);
  assert.equal(await page.text('[data-testid=win-message]'), 'Solved in 9 moves (optimal 9)');
  assert.equal((await cars(page)).A, '2,4');
  await winShown(page);
  await page.screenshot('win-1280x800');
  await page.click({ button: 'Replay', within: '[data-testid=win]' });
  await counts(page, 0, 9);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: a player's win by hints: "Solved in 9 moves (optimal 9)"`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await toGo(page);
  await playHintsToTheWin(page);
  assert.equal(await page.text('[data-testid=win-message]'), 'Solved in 9 moves (optimal 9)');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

/** Waits until the win's animations have ended (the red car's drive out, then the banner's fade
 * in): a screenshot taken sooner shows the banner still transparent. */
function winShown(page) {
  return page.waitFor(
    () => document.querySelector('[data-testid=win]') && document.getAnimations().every((a) => a.playState === 'finished'),
    null,
    { what: "the win banner shown, the page's animations ended" },
  );
}

/** The shared result's text, after Share in the win banner. */
async function sharedResult(page) {
  await page.click({ button: 'Share', within: '[data-testid=win]' });
  await page.waitForSelector('[data-testid=win-share-link]');
  return page.evaluate(() => document.querySelector('[data-testid=win-share-link]').value);
}

/** The library's mark of a puzzle: its stars and the words a screen reader reads. */
function libraryMark(page, grid) {
  return page.evaluate((g) => {
    const mark = document.querySelector(`.library button.entry[data-grid="${g}"] .mark`);
    return mark && { stars: mark.dataset.stars, words: mark.textContent.replace(/\s+/g, ' ').trim() };
  }, grid);
}

test(`${ENGINE}: a win with 9 hints is rated ★, not ★★★, and its banner, shared result and library mark say the hints`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await toGo(page);
  await playHintsToTheWin(page);
  assert.equal(await page.text('[data-testid=win-message]'), 'Solved in 9 moves (optimal 9)');
  assert.equal(await page.attr('[data-testid=rating]', 'data-value'), '1');
  assert.equal(await page.attr('[data-testid=rating]', 'aria-label'), 'Rating: 1 of 3 stars');
  assert.match(await page.text('[data-testid=assisted]'), /^With 9 hints: each hint costs a star/);
  // How stars are earned, in words under the stars (not a tooltip).
  assert.match(await page.text('[data-testid=stars-rule]'), /^★★★ fewest moves, no help · ★★ up to ¼ more · each hint costs a star$/);
  await winShown(page);
  await page.screenshot('win-hints-1280x800');
  const shared = await sharedResult(page);
  assert.match(shared, /\nSolved in 9 moves \(optimal 9\), 9 hints ★☆☆\n/);
  assert.doesNotMatch(shared, /★★★/);
  const mark = await libraryMark(page, CARD_1);
  assert.equal(mark.stars, '1');
  assert.match(mark.words, /your best: 9 moves, 9 hints, 1 of 3 stars/);
  assert.match(await page.text('[data-testid=library-legend]'), /solved with the solver.s help\. ★★★ fewest moves, no help .* each hint costs a star/);
  // Next puzzle: the next seed card, not a random puzzle of another tier.
  const next = await page.attr('[data-testid=next-puzzle]', 'data-grid');
  const seeds = await page.evaluate(() => [...document.querySelectorAll('.library-section[data-section=seed] button.entry')].map((b) => b.dataset.grid));
  assert.equal(next, seeds[1]);
  await page.click({ button: 'Next puzzle' });
  await page.waitFor((g) => document.querySelector('.library button.entry.current')?.dataset.grid === g, next, { what: 'the next seed card on the board' });
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: a win the solver finished earns no stars and its shared result says "8 of 9 moves by the solver"`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  // The player's one move (C←1, the plan's first), then Solve plays the other 8.
  await page.click('svg.board .vehicle[data-car="C"]');
  await page.click('svg.board .tap-cell[data-row="0"][data-col="3"]');
  await movesAre(page, 1);
  await page.click({ button: 'Solve' });
  await playToTheWin(page);
  assert.equal(await page.text('[data-testid=win-message]'), 'Solved in 9 moves (optimal 9)');
  assert.equal(await page.attr('[data-testid=rating]', 'data-value'), '0');
  assert.match(await page.text('[data-testid=assisted]'), /^Solved with the solver \(8 of 9 moves by the solver\): no stars/);
  const shared = await sharedResult(page);
  assert.match(shared, /\nSolved in 9 moves \(optimal 9\), 8 of 9 moves by the solver\n/);
  assert.doesNotMatch(shared, /[★☆]/);
  const mark = await libraryMark(page, CARD_1);
  assert.equal(mark.stars, '0');
  assert.match(mark.words, /^✓, solved with the solver's help$/);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

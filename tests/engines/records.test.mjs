// What a player did is never altered: a win recorded with its hints and its time on the game's
// page stays as it was while the player visits each tab of the tools page (Statistics,
// Edit, Classroom, Present) and comes back with Back; the library's mark stays ★.
// (The tools page replayed the handed-over moves as a new win, with no hint and no time, and
// saved it over the real record: issue 61.)
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, PROGRESS_KEY, playHintsToTheWin, toGo } from './game.mjs';

const browser = useBrowser();

/** The stored record of `grid`, as text (null while there is none). */
function stored(page, grid) {
  return page.evaluate(([k, g]) => JSON.stringify(JSON.parse(localStorage.getItem(k) ?? '{}').puzzles?.[g] ?? null), [PROGRESS_KEY, grid]);
}

/** Waits for the tools page with `mode` on show. */
function toolsPage(page, mode) {
  return page.waitFor((m) => location.pathname.endsWith('/tools/') && document.querySelector(`main.mode-${m}`) !== null, mode, {
    what: `the tools page's ${mode}`,
  });
}

/** Waits for the game's page, its board drawn. */
function gamePage(page) {
  return page.waitFor(() => !location.pathname.endsWith('/tools/') && document.querySelector('svg.board [data-car="A"]') !== null, null, {
    what: "the game's page",
  });
}

test(`${ENGINE}: a win with hints is kept as it was through every tools tab and back`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await toGo(page);
  await playHintsToTheWin(page);
  // Saved with its 9 hints and, once the clock has stopped on the win, its time.
  const record = await page.waitFor(
    ([k, g]) => {
      const r = JSON.parse(localStorage.getItem(k) ?? '{}').puzzles?.[g];
      return r && r.time_ms !== undefined ? JSON.stringify(r) : null;
    },
    [PROGRESS_KEY, CARD_1],
    { what: 'the win saved with its time' },
  );
  assert.equal(JSON.parse(record).hints, 9);
  for (const [open, mode] of [
    ['[data-testid=open-statistics]', 'stats'],
    ['[data-testid=mode-edit]', 'edit'],
    ['[data-testid=mode-classroom]', 'classroom'],
    ['[data-testid=mode-present]', 'present'],
  ]) {
    await page.click(open);
    await toolsPage(page, mode);
    // The tools page has started (its effects run after its first render): read it twice, a
    // moment apart, so a write after the start is caught too.
    await page.waitFor(() => document.querySelector('main[aria-busy]') === null, null, { what: 'the tools page whole' });
    assert.equal(await stored(page, CARD_1), record, `the record on the tools page's ${mode}`);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    assert.equal(await stored(page, CARD_1), record, `the record on the tools page's ${mode}, a moment later`);
    await page.evaluate(() => history.back());
    await gamePage(page);
    assert.equal(await stored(page, CARD_1), record, `the record back from ${mode}`);
  }
  // The library's mark is the win's: ★, with its hints.
  const mark = await page.waitFor(
    (g) => document.querySelector(`.library button.entry[data-grid="${g}"] .mark`)?.dataset.stars ?? null,
    CARD_1,
    { what: "the library's mark" },
  );
  assert.equal(mark, '1');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

// The game kept: a game in progress (its moves, hints and clock) survives a reload and the way to
// the tools page and back (sessionStorage, per tab); the clock shows 0:00 at once after Reset and
// after a new puzzle.
import assert from 'node:assert/strict';
import { ENGINE, PHONE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, XTL_CARD_40, cars, focusVehicle, moves, movesAre, toGo } from './game.mjs';

const browser = useBrowser();
const clockMs = async (page) => Number(await page.attr('[data-testid=clock]', 'data-ms'));
// The hints used, once shown: while the engine analyses (a reload on a loaded machine), the wait
// for it takes their place in the counter's second line (src/app/controls/counter_detail.rs).
const hintsUsed = (page) =>
  page.waitFor(() => document.querySelector('[data-testid=hints-used]')?.dataset.value || null, null, { what: 'the hints used shown' });

/** Waits until the clock has counted at least `ms` and says so on screen. */
function clockPast(page, ms) {
  return page.waitFor(
    (ms) => {
      const e = document.querySelector('[data-testid=clock]');
      return Number(e?.dataset.ms) >= ms && e.textContent !== 'Time 0:00';
    },
    ms,
    { what: `the clock past ${ms} ms` },
  );
}

/** Waits until the clock reads 0:00, in its text and its value. */
function clockAtZero(page, when) {
  return page.waitFor(
    () => {
      const e = document.querySelector('[data-testid=clock]');
      return e?.textContent === 'Time 0:00' && e.dataset.ms === '0';
    },
    null,
    { what: `"Time 0:00" ${when}` },
  );
}

/** Seed card 1: E up one cell by key, then a hint applied: 2 moves, 1 hint. */
async function twoMovesAndAHint(page) {
  assert.equal(await toGo(page), 9);
  await focusVehicle(page, 'E');
  await page.press('ArrowUp');
  await movesAre(page, 1);
  await page.click({ button: 'Hint' });
  await page.click({ button: 'Apply', within: '[data-testid=hint]' });
  await movesAre(page, 2);
  assert.equal(await hintsUsed(page), '1');
}

test(`${ENGINE}: a game in progress survives a reload: its moves, hints and clock`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await twoMovesAndAHint(page);
  const board = await cars(page);
  const left = await toGo(page);
  await clockPast(page, 1_000);
  const before = await clockMs(page);
  await page.reload();
  await page.waitForSelector('svg.board [data-car="A"]');
  await movesAre(page, 2);
  assert.deepEqual(await cars(page), board);
  assert.equal(await hintsUsed(page), '1');
  assert.equal(new URL(await page.url()).hash, `#${CARD_1}`);
  // The clock goes on from where it was.
  await clockPast(page, before);
  assert.equal(await toGo(page), left);
  // Undo and Redo work on the game brought back.
  await page.click({ button: 'Undo' });
  await movesAre(page, 1);
  await page.click({ button: 'Redo' });
  await movesAre(page, 2);
  await page.screenshot('kept-after-reload-1280x800');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: the clock shows 0:00 at once after Reset and after a new puzzle`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await focusVehicle(page, 'E');
  await page.press('ArrowUp');
  await movesAre(page, 1);
  await clockPast(page, 1_500);
  await page.click({ button: 'Reset' });
  await movesAre(page, 0);
  await clockAtZero(page, 'after Reset');
  assert.equal(await page.attr('[data-testid=clock]', 'data-state'), 'waiting', 'waiting for the first move');
  await focusVehicle(page, 'E');
  await page.press('ArrowUp');
  await movesAre(page, 1);
  await clockPast(page, 1_500);
  await page.click(`details[data-section=seed] button.entry[data-grid="${XTL_CARD_40}"]`);
  await page.waitFor(() => document.querySelectorAll('svg.board .vehicle').length === 13, null, { what: '13 vehicles' });
  assert.equal(await moves(page), 0);
  await clockAtZero(page, 'on the new puzzle');
  await page.screenshot('clock-after-new-puzzle-1280x800');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: the game goes to the tools page with its hints, and comes back with Back (on a phone)`, async () => {
  const page = await browser.open(`#${CARD_1}`, { viewport: PHONE });
  await twoMovesAndAHint(page);
  const board = await cars(page);
  // The Classroom tab: the tools page, with the game handed over (its moves in the link, its
  // hints and clock from the tab's storage).
  await page.click('[data-testid=mode-classroom]');
  await page.waitFor(() => location.pathname.endsWith('/tools/') && document.querySelector('main.mode-classroom') !== null, null, {
    what: 'the Classroom page',
  });
  await page.click('[data-testid=mode-play]');
  await page.waitForSelector('svg.board [data-car="A"]');
  await movesAre(page, 2);
  assert.equal(await hintsUsed(page), '1', 'the hints came over too');
  assert.deepEqual(await cars(page), board);
  // Back to the game's page: the game as it was (Chromium loads the page again; Firefox and
  // WebKit may bring it back from their back-forward cache).
  await page.evaluate(() => history.back());
  await page.waitFor(() => !location.pathname.endsWith('/tools/') && document.querySelector('svg.board [data-car="A"]') !== null, null, {
    what: "the game's page",
  });
  await movesAre(page, 2);
  assert.equal(await hintsUsed(page), '1');
  assert.deepEqual(await cars(page), board);
  await page.screenshot(`kept-back-from-tools-${page.viewport.width}x${page.viewport.height}`);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

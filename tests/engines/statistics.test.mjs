// The statistics page in each engine: a saved progress and daily log shown per tier, a progress
// file read through the engine's FileReader and merged (the file put on the page's file input
// through a DataTransfer, as a drop would), and a file that is not JSON refused with nothing
// changed.
import assert from 'node:assert/strict';
import { BASE_URL, ENGINE, PHONE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, PROGRESS_KEY } from './game.mjs';

const browser = useBrowser();
const DAILY_KEY = 'rush-hour/daily/v1';
// Seed card 1 (9 moves: Beginner) won at the optimum without a hint, and a puzzle not in the library.
const OTHER = 'ooooooooooooAAooooBoooooBooooooooooo';
const PROGRESS = { puzzles: { [CARD_1]: { best: 9, hints: 0, solved: 1, time_ms: 12_000 } } };
const FILE = {
  format: 'rush-hour-progress',
  version: 1,
  exported: '2026-11-25',
  progress: { puzzles: { [OTHER]: { best: 7, hints: 1, solved: 2, time_ms: 30_000 } } },
  daily: '2026-11-20 12 12 3 50000\n2026-11-21 13 12 2 60000\n',
  settings: 'show_to_go=true\nshow_labels=true\n',
};

/** Puts a file with `text` on the page's import input and fires its change. */
const importFile = (page, text) =>
  page.evaluate((t) => {
    const input = document.querySelector('[data-testid=import]');
    const files = new DataTransfer();
    files.items.add(new File([t], 'progress.json', { type: 'application/json' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, text);

const cells = (page, tier) =>
  page.evaluate((t) => [...document.querySelectorAll(`[data-testid=tier-row][data-tier=${t}] td`)].map((td) => td.textContent), tier);

test(`${ENGINE}: the statistics page shows the saved progress, refuses a bad file and merges a good one`, async () => {
  // The game's page first, to put the progress in this origin's storage (WebKit's driver has no
  // script before the page's own).
  const page = await browser.open(`#${CARD_1}`, { viewport: PHONE });
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [PROGRESS_KEY, JSON.stringify(PROGRESS)]);
  await page.goto(new URL(`tools/?mode=stats#${CARD_1}`, BASE_URL).href);
  await page.waitForSelector('[data-testid=statistics]');
  // The saved progress is read after the first drawing.
  await page.waitFor(() => document.querySelector('[data-testid=tier-row][data-tier=beginner] .perfect')?.textContent === '1', null, {
    what: 'the saved win shown',
  });
  assert.deepEqual((await cells(page, 'beginner')).slice(1), ['1', '+0.0', '0']);
  assert.deepEqual(await cells(page, 'other'), ['0', '–', '–', '0']);

  await importFile(page, 'Dear diary, today I solved seed card 1');
  await page.waitFor(() => document.querySelector('[data-testid=import-message]')?.textContent.startsWith('This file is not JSON'), null, {
    what: 'the refusal',
  });
  assert.deepEqual(await cells(page, 'other'), ['0', '–', '–', '0']);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), DAILY_KEY), null);

  await importFile(page, JSON.stringify(FILE));
  await page.waitFor(() => document.querySelector('[data-testid=import-message]')?.textContent.startsWith('Imported 1 puzzle record (1 new'), null, {
    what: 'the merge',
  });
  assert.deepEqual(await cells(page, 'other'), ['1', '–', '–', '1']);
  assert.deepEqual((await cells(page, 'beginner')).slice(1), ['1', '+0.0', '0'], 'this browser’s win is kept');
  assert.equal(await page.text('[data-testid=days-solved]'), '2');
  // Saved by the app's effects after the drawing: waited for, not read at once.
  await page.waitForValue(([k, grid]) => JSON.parse(localStorage.getItem(k) ?? '{}').puzzles?.[grid]?.best ?? null, [PROGRESS_KEY, OTHER], 7, {
    what: "the merged record's best, saved",
  });
  await page.waitForValue((k) => localStorage.getItem(k), DAILY_KEY, FILE.daily, { what: 'the merged daily log, saved' });
  await page.screenshot('statistics-390x844');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

// End-to-end tests of the statistics page (the tools page, tools/?mode=stats): the numbers it
// shows for a seeded progress and daily log, the tab that opens it from the game's page, the
// progress file exported and imported on a fresh browser, bad files refused with nothing
// changed, and another device's file merged with the browser's own records. Screenshots at
// 1280×800 and 390×844, light and dark, go to tests/e2e/screenshots/.
// Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/statistics.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, SCREENSHOTS, withBrowser } from './harness.mjs';
import { CARD_1, STORAGE_KEY } from './panels-helpers.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DAILY_KEY = 'rush-hour/daily/v1';
const chrome = withBrowser();

// The library as the engine reads it: section, optimal moves, grid; its tiers counted the way
// the page counts them (a grid once, in the tier of its optimal moves).
const LIBRARY = readFileSync(join(HERE, '..', '..', 'engine', 'src', 'library.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.split(/\s+/))
  .map(([section, moves, grid]) => ({ section, moves: Number(moves), grid }));
const tierOf = (m) => (m <= 10 ? 'beginner' : m <= 20 ? 'intermediate' : m <= 35 ? 'advanced' : 'expert');
const inTier = (tier) => new Set(LIBRARY.filter((e) => tierOf(e.moves) === tier).map((e) => e.grid)).size;
const first = (section, n = 0) => LIBRARY.filter((e) => e.section === section)[n];

const [B1, B2, I1, E1] = [first('beginner', 0), first('beginner', 1), first('intermediate', 0), first('expert', 0)];
const OTHER = 'ooooooooooooAAooooBoooooBooooooooooo';
// Two Beginner wins (one perfect, one 3 over with a hint), an Intermediate win at the optimum with
// 2 hints, an Expert puzzle solved only with the solver, and a puzzle not in the library.
const PROGRESS = {
  puzzles: {
    [B1.grid]: { best: B1.moves, hints: 0, solved: 2, time_ms: 20_000 },
    [B2.grid]: { best: B2.moves + 3, hints: 1, solved: 1, time_ms: 40_000 },
    [I1.grid]: { best: I1.moves, hints: 2, solved: 1, time_ms: 65_000 },
    [E1.grid]: { best: null, hints: 0, solved: 1 },
    [OTHER]: { best: 7, hints: 0, solved: 1, time_ms: 5_000 },
  },
};

// Another device's progress file: a puzzle not in the library (won with a hint) and two days.
const OTHER_2 = 'ooooooooooooAAoooBoooooBoooooooooooo';
const OTHER_DEVICE = {
  format: 'rush-hour-progress',
  version: 1,
  exported: '2026-11-25',
  progress: { puzzles: { [OTHER_2]: { best: 7, hints: 1, solved: 2, time_ms: 30_000 } } },
  daily: '2020-11-20 12 12 3 50000\n2020-11-21 13 12 2 60000\n',
  settings: 'show_to_go=true\nshow_labels=true\n',
};

/** The local date `days` before today, as the page writes it. */
const localDate = (days) => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
// Yesterday and the two days before (a streak of 3, alive until today ends), the day before them
// won with a hint (with help: not in the streak, so the run is 3 days, not 4), and a day 10 days ago.
const DAILY = [
  `${localDate(10)} 14 12 2 90000`,
  `${localDate(4)} 12 12 2 40000 1`,
  `${localDate(3)} 12 12 3 60000`,
  `${localDate(2)} 13 12 2 70000`,
  `${localDate(1)} 12 12 3 50000`,
].join('\n');

/** The statistics page in a new context; `seed` puts the progress and the log in its storage first. */
async function openStats({ seed = false, viewport = { width: 1280, height: 800 }, colorScheme = 'light' } = {}) {
  const context = await chrome.browser.newContext({ viewport, colorScheme, acceptDownloads: true });
  if (seed) {
    await context.addInitScript(
      ([pk, progress, dk, daily]) => {
        if (localStorage.getItem(pk) === null) {
          localStorage.setItem(pk, progress);
          localStorage.setItem(dk, daily);
        }
      },
      [STORAGE_KEY, JSON.stringify(PROGRESS), DAILY_KEY, DAILY],
    );
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  await page.goto(new URL(`tools/?mode=stats#${CARD_1}`, BASE_URL).href);
  await page.getByTestId('statistics').waitFor();
  return { page, context, errors };
}

/** The tables' rows: { beginner: [solved, perfect, over, hints, best, median, timed wins], … }. */
async function table(page) {
  const cells = (testid) =>
    page.getByTestId(testid).evaluateAll((rows) =>
      Object.fromEntries(rows.map((r) => [r.dataset.tier, [...r.querySelectorAll('td')].map((td) => td.textContent)])),
    );
  const [tiers, times] = [await cells('tier-row'), await cells('time-row')];
  return Object.fromEntries(Object.entries(tiers).map(([tier, row]) => [tier, [...row, ...times[tier]]]));
}
const tile = async (page, id) => (await page.getByTestId(id).locator('.stat-value').innerText()).trim();

async function expectSeededNumbers(page) {
  // The saved progress and log are read after the page's first drawing.
  await page.waitForFunction(() => document.querySelector('[data-testid=stat-solved] .stat-value')?.textContent === '5');
  await page.waitForFunction(() => document.querySelector('[data-testid=days-solved]')?.textContent === '5');
  assert.deepEqual(await table(page), {
    beginner: [`2 / ${inTier('beginner')}`, '1', '+1.5', '1', '0:20', '0:30', '2'],
    intermediate: [`1 / ${inTier('intermediate')}`, '0', '+0.0', '2', '1:05', '1:05', '1'],
    advanced: [`0 / ${inTier('advanced')}`, '0', '–', '0', '–', '–', '0'],
    expert: [`1 / ${inTier('expert')}`, '0', '–', '0', '–', '–', '0'],
    other: ['1', '–', '–', '0', '0:05', '0:05', '1'],
  });
  assert.equal(await tile(page, 'stat-solved'), '5');
  assert.match(await page.getByTestId('stat-solved').innerText(), new RegExp(`4 of ${new Set(LIBRARY.map((e) => e.grid)).size} in the library, 1 other`));
  // Perfect as in the levels (★★★): B1 alone; I1 at the optimum with 2 hints is ★, not perfect.
  assert.equal(await tile(page, 'stat-perfect'), '1');
  assert.equal(await tile(page, 'stat-over'), '+1.0');
  assert.equal(await tile(page, 'stat-hints'), '3');
  assert.equal(await tile(page, 'stat-streak'), '3 days');
  assert.match(await page.getByTestId('stat-streak').innerText(), /best 3 days/);
  // The charts say their numbers to a screen reader, and draw them.
  assert.match(await page.getByTestId('tier-chart').getAttribute('aria-label'), new RegExp(`Beginner 2 of ${inTier('beginner')} \\(1 perfect\\)`));
  const over = await page.getByTestId('over-chart').locator('[data-bucket]').evaluateAll((g) => g.map((e) => `${e.dataset.bucket}:${e.dataset.value}`));
  assert.deepEqual(over, ['0:2', '1–2:0', '3–5:1', '6–10:0', '11–20:0', '21+:0']);
  assert.equal(await page.getByTestId('days-solved').innerText(), '5');
  assert.equal(await page.getByTestId('days-helped').innerText(), '1');
  assert.equal(await page.getByTestId('daily-stars').innerText(), '2 / 3 / 0');
  assert.equal(await page.locator(`[data-testid=streak-strip] rect.helped[data-date="${localDate(4)}"]`).count(), 1);
  assert.equal(await page.locator(`[data-testid=streak-strip] rect[data-date="${localDate(1)}"]`).getAttribute('data-stars'), '3');
  assert.equal(await page.locator('[data-testid=streak-strip] rect.stars-0').count(), 84 - 5);
  assert.deepEqual(await page.getByTestId('streak-run').allInnerTexts(), [`${localDate(3)} – ${localDate(1)}: 3 days`, `${localDate(10)}: 1 day`]);
}

test('the statistics page shows the seeded progress and daily log per tier, in charts and a table', async () => {
  const { page, context, errors } = await openStats({ seed: true });
  await expectSeededNumbers(page);
  await page.screenshot({ path: join(SCREENSHOTS, 'statistics-1280x800.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the Levels panel opens the page: a link to the tools on the game’s page, a button in the tools', async () => {
  const context = await chrome.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(new URL(`#${CARD_1}`, BASE_URL).href);
  await page.locator('svg.board [data-car="A"]').waitFor();
  const link = page.getByTestId('climb').getByTestId('open-statistics');
  assert.equal(await link.innerText(), 'Your statistics');
  assert.match(await link.getAttribute('href'), /^tools\/\?mode=stats#/);
  // The tabs stay the puzzle's four, on one line on a phone.
  assert.equal(await page.locator('.modes .mode').count(), 4);
  const tops = await page.locator('.modes .mode').evaluateAll((tabs) => tabs.map((t) => t.getBoundingClientRect().top));
  assert.equal(new Set(tops).size, 1, 'one line of tabs');
  await link.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'statistics-link-390x844.png') });
  await link.click();
  await page.getByTestId('statistics').waitFor();
  assert.match(page.url(), /\/tools\//);
  // In the tools: back to Play, and the Levels panel's button opens it again.
  await page.getByTestId('mode-play').click();
  await page.locator('.app.mode-play').waitFor();
  await page.getByTestId('climb').getByTestId('open-statistics').click();
  await page.locator('.app.mode-stats [data-testid=statistics]').waitFor();
  await context.close();
});

test('on a phone and in the dark the page fits the width', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { page, context, errors } = await openStats({ seed: true, viewport: { width: 390, height: 844 }, colorScheme });
    await expectSeededNumbers(page);
    // Nothing wider than the screen but the table, which scrolls inside its panel.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll of the page');
    await page.screenshot({ path: join(SCREENSHOTS, `statistics-390x844${colorScheme === 'dark' ? '-dark' : ''}.png`), fullPage: true });
    assert.deepEqual(errors, []);
    await context.close();
  }
  const { page, context } = await openStats({ seed: true, colorScheme: 'dark' });
  await page.screenshot({ path: join(SCREENSHOTS, 'statistics-1280x800-dark.png'), fullPage: true });
  await context.close();
});

test('an exported file imported on a fresh browser restores the numbers; bad files change nothing; another device’s file is merged in', async () => {
  const seeded = await openStats({ seed: true });
  // A settings line of another version, kept in the browser's storage, goes into the file too.
  await seeded.page.evaluate(() => localStorage.setItem('rush-hour/settings/v1', 'show_labels=true\nfuture_switch=on\n'));
  const [download] = await Promise.all([seeded.page.waitForEvent('download'), seeded.page.getByTestId('export').click()]);
  assert.equal(download.suggestedFilename(), `rush-hour-progress-${localDate(0)}.json`);
  const text = readFileSync(await download.path(), 'utf8');
  const file = JSON.parse(text);
  assert.equal(file.format, 'rush-hour-progress');
  assert.equal(file.version, 1);
  assert.deepEqual(Object.keys(file.progress.puzzles).sort(), Object.keys(PROGRESS.puzzles).sort());
  assert.equal(file.daily.trim().split('\n').length, 5);
  assert.match(file.settings, /^future_switch=on$/m, `the unread settings line is exported: ${JSON.stringify(file.settings)}`);
  await seeded.context.close();

  const fresh = await openStats();
  const { page, errors } = fresh;
  const importFile = (name, content) => page.getByTestId('import').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  const message = page.getByTestId('import-message');
  assert.equal(await tile(page, 'stat-solved'), '0');
  const stored = () => page.evaluate(([pk, dk]) => [localStorage.getItem(pk), localStorage.getItem(dk)], [STORAGE_KEY, DAILY_KEY]);
  const before = await stored();

  // Not JSON; a damaged record; another version: each refused with its reason, nothing changed.
  await importFile('notes.json', 'Dear diary, today I solved seed card 1 in nine moves and it was great fun');
  await message.filter({ hasText: 'This file is not JSON' }).waitFor();
  assert.equal(await message.getAttribute('role'), 'alert');
  assert.doesNotMatch(await message.innerText(), /great fun/, 'an excerpt, not the whole file');
  await importFile('damaged.json', text.replace(`"best": ${B1.moves},`, '"best": -5,'));
  await message.filter({ hasText: `1 of the 5 puzzle records in this file is damaged, the first for the puzzle “${B1.grid}”` }).waitFor();
  await importFile('future.json', text.replace('"version": 1', '"version": 2'));
  await message.filter({ hasText: 'This progress file is version 2; this page reads version 1. Nothing was changed.' }).waitFor();
  assert.equal(await tile(page, 'stat-solved'), '0');
  assert.deepEqual(await stored(), before);

  // The good file: merged, shown and saved.
  await importFile(download.suggestedFilename(), text);
  await message.filter({ hasText: 'Imported 5 puzzle records (5 new, 0 made better) and 5 daily results (5 new, 0 made better)' }).waitFor();
  assert.equal(await message.getAttribute('role'), 'status');
  await expectSeededNumbers(page);
  const [progress, daily] = await stored();
  assert.deepEqual(JSON.parse(progress).puzzles[B2.grid], PROGRESS.puzzles[B2.grid]);
  assert.equal(daily, file.daily, 'the daily log saved as the file has it');
  // Imported again: nothing new, nothing doubled.
  await importFile(download.suggestedFilename(), text);
  await message.filter({ hasText: 'Imported 5 puzzle records (0 new, 0 made better) and 5 daily results (0 new, 0 made better)' }).waitFor();
  await expectSeededNumbers(page);
  // And after a reload.
  await page.goto(new URL(`tools/?mode=stats#${CARD_1}`, BASE_URL).href);
  await page.getByTestId('statistics').waitFor();
  await expectSeededNumbers(page);

  // Another device's file merged in: its puzzle and days added, this browser's records kept.
  const kept = await table(page);
  await importFile('other.json', JSON.stringify(OTHER_DEVICE));
  await message.filter({ hasText: 'Imported 1 puzzle record (1 new, 0 made better) and 2 daily results (2 new, 0 made better)' }).waitFor();
  await page.locator('[data-testid=tier-row][data-tier=other] td').first().filter({ hasText: /^2$/ }).waitFor();
  const now = await table(page);
  assert.deepEqual(now.other.slice(0, 4), ['2', '–', '–', '1'], 'the other puzzles: solved, perfect, over, hints');
  for (const tier of ['beginner', 'intermediate', 'advanced', 'expert']) assert.deepEqual(now[tier], kept[tier], `${tier}: this browser’s records kept`);
  assert.equal(await page.getByTestId('days-solved').innerText(), '7');
  const [merged, mergedDaily] = await stored();
  assert.deepEqual(JSON.parse(merged).puzzles[OTHER_2], OTHER_DEVICE.progress.puzzles[OTHER_2]);
  assert.deepEqual(JSON.parse(merged).puzzles[B1.grid], PROGRESS.puzzles[B1.grid]);
  assert.deepEqual(mergedDaily.trim().split('\n').sort(), [...DAILY.split('\n'), ...OTHER_DEVICE.daily.trim().split('\n')].sort());
  assert.deepEqual(errors, []);
  await fresh.context.close();
});

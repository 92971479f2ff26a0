// End-to-end tests of what outlives a page: the library and its progress marks, a saved win, the
// game in progress (kept for the tab over a reload and the way to the tools page), a corrupted
// store, the manifest, and the layout on a phone and a projector (offline play:
// offline.test.mjs). Playwright (playwright-core) drives Debian's Chromium against the
// release build; scripts/test sets BASE_URL. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/progress.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, appStarted, eventually, withBrowser } from './harness.mjs';
import { storageBlocked } from '../engines/driver/chromium.mjs';
import { CARD_1, XTL_CARD_40, STORAGE_KEY, button, cars, expectCounts, moves, opener, savedRecord, toGo } from './panels-helpers.mjs';

const open = opener(withBrowser());

/** Hint and Apply until the win (20 at most). */
async function winByHints(page) {
  for (let i = 0; i < 20 && !(await page.getByTestId('win').count()); i++) {
    const before = await moves(page);
    await button(page, 'Hint').click();
    await button(page, 'Apply').click();
    await page.locator(`[data-testid=moves][data-value="${before + 1}"]`).waitFor();
  }
  await page.getByTestId('win').waitFor();
}

test('the library: sections, the 51-move record, a random puzzle of a tier, progress marks', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  const library = page.getByRole('region', { name: 'Puzzle library' });
  for (const key of ['seed', 'record', 'beginner', 'intermediate', 'advanced', 'expert']) {
    assert.equal(await library.locator(`details[data-section=${key}]`).count(), 1, key);
  }
  assert.equal(await library.locator('details[data-section=seed] button.entry').count(), 4);
  assert.equal(await library.locator('details[data-section=record] button.entry').count(), 2);
  assert.equal(await library.locator(`button.entry[data-grid="${CARD_1}"]`).getAttribute('aria-current'), 'true');

  await library.locator(`details[data-section=seed] button.entry[data-grid="${XTL_CARD_40}"]`).click();
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-car]').length === 13);
  assert.equal(await toGo(page), 51);
  assert.equal(await page.getByTestId('puzzle-name').innerText(), 'XTL card 40 (starter set)');
  assert.equal(new URL(page.url()).hash, `#${XTL_CARD_40}`);

  // A random Expert puzzle: one of that tier's list.
  await library.getByRole('combobox').selectOption('expert');
  await button(page, 'Random puzzle').click();
  await page.getByTestId('puzzle-name').filter({ hasText: /^Expert #\d+$/ }).waitFor();
  const grid = new URL(page.url()).hash.slice(1);
  const expert = await library.locator('details[data-section=expert] button.entry').evaluateAll((b) => b.map((e) => e.dataset.grid));
  assert.ok(expert.includes(grid), `${grid} is an Expert puzzle (its closed list made, since it holds the puzzle played)`);
  assert.equal(await library.locator(`details[data-section=expert] button.entry[data-grid="${grid}"]`).getAttribute('aria-current'), 'true');
  assert.ok((await toGo(page)) >= 36);

  // A closed tier's list is made when it is first opened (the start-up builds only what shows,
  // and the tier of the puzzle being played); it opens full, by click or by key.
  const beginner = library.locator('details[data-section=beginner]');
  assert.equal(await beginner.locator('button.entry').count(), 0, 'a closed tier builds no entries at start-up');
  assert.equal(await library.locator('details[data-section=advanced] button.entry').count(), 0);
  await beginner.locator('summary').click();
  assert.equal(await beginner.locator('button.entry').count(), 54, 'the Beginner list, opened');
  await library.locator('details[data-section=advanced] summary').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('details[data-section=advanced]').open);
  assert.equal(await library.locator('details[data-section=advanced] button.entry').count(), 60, 'the Advanced list, opened by key');
  await library.locator('details[data-section=advanced] summary').click();

  // Pick the first Beginner puzzle.
  const first = library.locator('details[data-section=beginner] button.entry').first();
  await first.click();
  assert.equal(await page.getByTestId('puzzle-name').innerText(), 'Beginner #1');
  assert.deepEqual(errors, []);
  await context.close();
});

test('a win is saved: the library marks it and the count survives a reload', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  assert.equal(await page.getByTestId('solved-count').getAttribute('data-value'), '0');
  await toGo(page);
  // Solve by hints (the player's own moves, so the best counts).
  while ((await page.getByTestId('win').count()) === 0) {
    await button(page, 'Hint').click();
    await button(page, 'Apply').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid=to-go]')?.dataset.value !== undefined && !document.querySelector('[data-testid=hint]'),
    );
  }
  assert.equal(await page.getByTestId('win-message').innerText(), 'Solved in 9 moves (optimal 9)');
  assert.match(await page.getByTestId('win').innerText(), /With 9 hints: each hint costs a star/);
  assert.equal(await page.getByTestId('rating').getAttribute('data-value'), '1', 'nine hints: one star, not three');
  // The library's mark: the best win's one star and its moves, in words for a screen reader.
  const mark = page.locator(`button.entry[data-grid="${CARD_1}"] .mark`);
  assert.equal(await mark.getAttribute('data-stars'), '1');
  assert.match(await mark.innerText(), /^★ 9/);
  assert.match(await mark.locator('.visually-hidden').textContent(), /your best: 9 moves, 9 hints, 1 of 3 stars/);
  assert.equal(await page.getByTestId('solved-count').getAttribute('data-value'), '1');
  await eventually(async () => {
    const r = await savedRecord(page, CARD_1);
    return r && [r.best, r.hints];
  }, [9, 9], 'the win saved with its best and hints');

  await page.reload();
  await page.locator('svg.board [data-car="A"]').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=solved-count]')?.dataset.value === '1');
  assert.equal(await mark.getAttribute('data-stars'), '1');

  assert.deepEqual(errors, []);
  await context.close();
});

test('a game in progress is kept, its moves, hints and clock: over a reload, and to the tools page and back with Back (on a phone)', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { viewport: { width: 390, height: 844 } });
  const movesAre = (m) => page.locator(`[data-testid=moves][data-value="${m}"]`).waitFor();
  const hintsUsed = () => page.getByTestId('hints-used').getAttribute('data-value');
  const clockMs = async () => Number(await page.getByTestId('clock').getAttribute('data-ms'));
  assert.equal(await toGo(page), 9);
  // Two moves: truck E up a cell by key, then a hint applied.
  await page.locator('svg.board [data-car="E"]').focus();
  await page.keyboard.press('ArrowUp');
  await movesAre(1);
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await movesAre(2);
  assert.equal(await hintsUsed(), '1');
  const board = await cars(page);
  const left = await toGo(page);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid=clock]')?.dataset.ms) >= 1_000);
  const before = await clockMs();

  // Reloaded: the game comes back with its clock in the same render (a clock started again from
  // 0:00 would show less than before), and the clock runs on.
  await page.reload();
  await movesAre(2);
  const after = await clockMs();
  assert.ok(after >= before, `the clock shows ${after} ms after the reload, ${before} ms before it`);
  await page.locator('[data-testid=clock][data-state=running]').waitFor();
  assert.deepEqual(await cars(page), board);
  assert.equal(await hintsUsed(), '1');
  assert.equal(new URL(page.url()).hash, `#${CARD_1}`);
  assert.equal(await toGo(page), left);
  // Undo and Redo work on the game brought back.
  await button(page, 'Undo').click();
  await movesAre(1);
  await button(page, 'Redo').click();
  await movesAre(2);

  // The Classroom tab opens the tools page with the game handed over (its moves in the link, its
  // hints from the tab's storage); its Play shows it.
  await page.getByTestId('mode-classroom').click();
  await page.locator('main.mode-classroom').waitFor();
  assert.match(new URL(page.url()).pathname, /\/tools\/$/);
  await page.getByTestId('mode-play').click();
  await movesAre(2);
  assert.equal(await hintsUsed(), '1', 'the hints came over too');
  assert.deepEqual(await cars(page), board);
  // Back: the game's page, with the game as it was.
  await page.goBack();
  assert.doesNotMatch(new URL(page.url()).pathname, /\/tools\//, 'Back left the tools page');
  await movesAre(2);
  assert.equal(await hintsUsed(), '1');
  assert.deepEqual(await cars(page), board);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Next puzzle after a win is the next unsolved puzzle of the tier: Beginner #2, then #3', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  const library = page.getByRole('region', { name: 'Puzzle library' });
  await library.locator('details[data-section=beginner] summary').click();
  await library.locator('details[data-section=beginner] button.entry').nth(1).click();
  assert.equal(await page.getByTestId('puzzle-name').innerText(), 'Beginner #2');
  await toGo(page);
  await button(page, 'Solve').click();
  while (await button(page, 'Faster').isEnabled()) await button(page, 'Faster').click();
  await page.getByTestId('win').waitFor({ timeout: 15_000 });
  const third = await library.locator('details[data-section=beginner] button.entry').nth(2).getAttribute('data-grid');
  assert.equal(await page.getByTestId('next-puzzle').getAttribute('data-grid'), third);
  assert.equal(await page.getByTestId('next-puzzle').getAttribute('title'), 'Next: Beginner #3');
  await button(page, 'Next puzzle').click();
  await page.getByTestId('puzzle-name').filter({ hasText: /^Beginner #3$/ }).waitFor();
  assert.equal(new URL(page.url()).hash, `#${third}`);
  assert.equal(await moves(page), 0);
  assert.ok((await toGo(page)) <= 10);
  assert.equal(await page.getByTestId('win').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('a corrupted saved progress shows a notice, not a crash', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, {
    init: () => localStorage.setItem('rush-hour/progress/v1', 'garbage'),
  });
  const notice = page.locator('.notice[role=status]');
  await notice.waitFor();
  assert.match(await notice.innerText(), /Your progress could not be read and was set aside: a copy is kept in this browser \(rush-hour\/progress\/v1\/set-aside\)/);
  assert.equal(await page.evaluate(() => localStorage.getItem('rush-hour/progress/v1/set-aside')), 'garbage', 'the copy the notice names is there');
  assert.equal(await page.locator('[role=alert]').count(), 0);
  // The game works, and a win is saved over the bad value.
  assert.equal(await toGo(page), 9);
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expectCounts(page, 1, 8);
  await page.screenshot({ path: join(SCREENSHOTS, 'bad-progress-1280x800.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test("a newer version's progress: what this page cannot read is kept through a win, and said", async () => {
  const OPEN_ROAD = 'ooooooooooooAAoooooooooooooooooooooo';
  const stored = {
    puzzles: { [CARD_1]: { best: 9, hints: 0, solved: 1, time_ms: 30000, replay: { speed: [1, 2] } }, [XTL_CARD_40]: { best: { moves: 51 } } },
    version: 9,
    themes: { dark: true },
  };
  const { page, context, errors } = await open(`#${OPEN_ROAD}`, {
    init: `sessionStorage.getItem('seeded') || (sessionStorage.setItem('seeded', '1'), localStorage.setItem('${STORAGE_KEY}', ${JSON.stringify(JSON.stringify(stored))}))`,
  });
  await page.locator('.notice[role=status]').filter({ hasText: '1 part of your progress could not be read by this version of the game; kept as it was, not shown.' }).waitFor();
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await page.getByTestId('win').waitFor();
  await eventually(async () => (await savedRecord(page, OPEN_ROAD))?.best ?? null, 1, 'the win saved');
  const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY));
  assert.equal(saved.version, 9);
  assert.deepEqual(saved.themes, { dark: true });
  assert.deepEqual(saved.puzzles[CARD_1], stored.puzzles[CARD_1], 'a record with a field this version does not know, as it was');
  assert.deepEqual(saved.puzzles[XTL_CARD_40], stored.puzzles[XTL_CARD_40], 'a record this version cannot read, as it was');
  assert.deepEqual(errors, []);
  await context.close();
});

// Two tabs of the game, each with the progress it read when it opened: a win in one is kept when
// the other saves its own (which wrote its old progress over the first's), and the other's
// library counts it.
test("two tabs: one tab's win survives the other's, and each tab's count shows both", async () => {
  const OPEN_ROAD = 'ooooooooooooAAoooooooooooooooooooooo';
  const { page: first, context, errors } = await open(`#${CARD_1}`);
  const second = await context.newPage();
  second.on('pageerror', (e) => errors.push(e));
  await second.goto(new URL(`#${OPEN_ROAD}`, BASE_URL).href);
  await appStarted(second);
  // Each tab played in front, as a player does (a tab behind has its timers slowed to one a
  // second).
  for (const page of [first, second]) {
    await page.bringToFront();
    await toGo(page);
    await winByHints(page);
  }
  await eventually(
    () => second.evaluate((k) => Object.keys(JSON.parse(localStorage.getItem(k) ?? '{}').puzzles ?? {}).sort(), STORAGE_KEY),
    [CARD_1, OPEN_ROAD].sort(),
    'both wins saved',
  );
  for (const page of [first, second]) {
    await page.waitForFunction(() => document.querySelector('[data-testid=solved-count]')?.dataset.value === '2');
  }
  await first.reload();
  await appStarted(first);
  assert.equal(await first.getByTestId('solved-count').getAttribute('data-value'), '2');
  assert.deepEqual(errors, []);
  await context.close();
});

// A browser set to keep no site data (Chromium's setting's effect: a SecurityError on the first
// touch of either storage).
test('in a browser that keeps no site data the game plays to the win, a notice says nothing is saved, a reload starts afresh', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { init: storageBlocked });
  const notice = page.locator('.notice[role=status]');
  await notice.waitFor();
  assert.match(await notice.innerText(), /lets this page keep nothing \(its site data is blocked\): the game in progress, wins, streaks and settings are gone after a reload/);
  // Every write the browser refuses: Show moves to go (the settings; the tests' own setting of it
  // could not be read either), a move (the tab's game), the sound switch, hints to the win (the
  // progress).
  const showToGo = page.getByRole('checkbox', { name: 'Show moves to go' });
  const sound = page.getByRole('checkbox', { name: 'Sound' });
  await showToGo.check();
  assert.equal(await toGo(page), 9);
  await page.locator('svg.board [data-car="E"]').focus();
  await page.keyboard.press('ArrowUp');
  await page.locator('[data-testid=moves][data-value="1"]').waitFor();
  await sound.check();
  await winByHints(page);
  await page.reload();
  await page.locator('svg.board [data-car="A"]').waitFor();
  await notice.waitFor();
  assert.equal(await moves(page), 0);
  assert.equal(await sound.isChecked(), false);
  assert.equal(await showToGo.isChecked(), false);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the manifest is linked and names icons that exist', async () => {
  const { page, context } = await open('');
  const href = await page.locator('link[rel=manifest]').getAttribute('href');
  assert.ok(!href.startsWith('/'));
  const url = new URL(href, page.url()).href;
  const manifest = await (await page.request.get(url)).json();
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.ok(manifest.icons.some((i) => i.type === 'image/svg+xml'));
  assert.ok(manifest.icons.some((i) => i.type === 'image/png' && i.sizes === '512x512'));
  for (const icon of manifest.icons) {
    const res = await page.request.get(new URL(icon.src, url).href);
    assert.equal(res.status(), 200, icon.src);
  }
  await context.close();
});

for (const scheme of ['light', 'dark']) {
  test(`a 360×640 phone (${scheme}): no sideways scroll, the board in view, every button reachable`, async () => {
    const { page, context, errors } = await open(`#${CARD_1}`, { viewport: { width: 360, height: 640 }, context: { colorScheme: scheme, hasTouch: true, isMobile: true } });
    assert.equal(await toGo(page), 9);
    const board = await page.locator('svg.board').boundingBox();
    assert.ok(board.x >= 0 && board.x + board.width <= 360 && board.y + board.height <= 640, JSON.stringify(board));
    assert.ok(board.width >= 300, `board is ${board.width}px wide`);
    await page.screenshot({ path: join(SCREENSHOTS, `phone-360x640-${scheme}.png`) });
    await button(page, 'Hint').click();
    await button(page, 'Share').click();
    for (const b of await page.locator('.side button:visible').all()) {
      await b.scrollIntoViewIfNeeded();
      const box = await b.boundingBox();
      const name = await b.innerText();
      assert.ok(box.x >= 0 && box.x + box.width <= 360, `${name} spans x ${box.x}..${box.x + box.width}`);
      assert.ok(box.height >= 32, `${name} is ${box.height}px tall`);
    }
    for (const name of ['Undo', 'Redo', 'Reset', 'Hint', 'Solve', 'Share']) {
      await button(page, name).scrollIntoViewIfNeeded();
      assert.ok(await button(page, name).isVisible(), name);
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= 360, `page is ${scrollWidth}px wide`);
    await page.screenshot({ path: join(SCREENSHOTS, `phone-360x640-${scheme}-full.png`), fullPage: true });
    // Solve on the phone: the plan, then the win banner over the board.
    await page.evaluate(() => window.scrollTo(0, 0));
    await button(page, 'Solve').click();
    while (await button(page, 'Faster').isEnabled()) await button(page, 'Faster').click();
    await page.getByTestId('win').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(900);
    // The banner comes under the board, which stays in full view above it.
    await page.getByTestId('win').scrollIntoViewIfNeeded();
    const win = await page.getByTestId('win').boundingBox();
    assert.ok(win.x >= 0 && win.x + win.width <= 360 && win.y >= 0 && win.y + win.height <= 640, JSON.stringify(win));
    const solved = await page.locator('svg.board').boundingBox();
    assert.ok(win.y >= solved.y + solved.height, 'the banner is under the board');
    await page.screenshot({ path: join(SCREENSHOTS, `phone-win-360x640-${scheme}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [width, height] of [[1280, 800], [1920, 1080]]) {
  for (const scheme of ['light', 'dark']) {
    test(`${width}×${height} (${scheme}): panels beside the board, all in view`, async () => {
      const { page, context, errors } = await open(`#${XTL_CARD_40}`, { viewport: { width, height }, context: { colorScheme: scheme } });
      assert.equal(await toGo(page), 51);
      const board = await page.locator('svg.board').boundingBox();
      const controls = await page.locator('.controls').boundingBox();
      assert.ok(controls.x >= board.x + board.width - 1, `the panels (x ${controls.x}) are right of the board (ends ${board.x + board.width})`);
      assert.ok(board.y + board.height <= height && board.x >= 0, JSON.stringify(board));
      assert.ok(controls.x + controls.width <= width, JSON.stringify(controls));
      for (const name of ['Undo', 'Redo', 'Reset', 'Hint', 'Solve', 'Share']) {
        const box = await button(page, name).boundingBox();
        assert.ok(box.y + box.height <= height, `${name} is in view`);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide`);
      await button(page, 'Hint').click();
      await button(page, 'Solve').click();
      await button(page, 'Pause').click();
      await button(page, 'Step forward').click();
      await page.locator('.side').evaluate((e) => (e.scrollTop = 0));
      await page.mouse.move(0, 0);
      await page.screenshot({ path: join(SCREENSHOTS, `panels-${width}x${height}-${scheme}.png`) });
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
}


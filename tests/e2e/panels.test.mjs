// End-to-end tests of the panels around the board (counter, Undo/Redo/Reset, Hint, Solve with
// its plan, the win banner, Share, the paste box, the library, saved progress), the offline
// service worker and the layout on a phone and a projector. Playwright (playwright-core) drives
// Debian's Chromium against the release build; scripts/test sets BASE_URL. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/panels.test.mjs
// The offline test serves dist/ itself (DIST_DIR overrides where it is) so that it can stop the
// server and reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, symlinkSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL, SCREENSHOTS, withBrowser } from './harness.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST_DIR = resolve(process.env.DIST_DIR ?? join(HERE, '..', '..', 'dist'));
// Seed card 1 (optimal 9), the default puzzle; card 40's cluster (51 moves).
const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
const CARD_40 = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';
const STORAGE_KEY = 'rush-hour/progress/v1';

const chrome = withBrowser();

/** A new page (in its own context) at `fragment`, collecting page errors. */
async function open(fragment, { viewport = { width: 1280, height: 800 }, base = BASE_URL, init, context: options = {} } = {}) {
  const context = await chrome.browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  if (init) await page.addInitScript(init);
  await page.goto(new URL(fragment, base).href);
  await page.locator('svg.board [data-car="A"]').waitFor();
  return { page, context, errors };
}

const button = (page, name) => page.getByRole('button', { name, exact: true });

/** The optimal moves left, once the analysis is done. */
async function toGo(page) {
  const el = page.locator('[data-testid="to-go"][data-value]:not([data-value=""])');
  await el.waitFor({ timeout: 60_000 });
  return Number(await el.getAttribute('data-value'));
}

async function moves(page) {
  return Number(await page.getByTestId('moves').getAttribute('data-value'));
}

/** Waits until the counters read `m` moves and `t` to go. */
async function expectCounts(page, m, t) {
  await page.waitForFunction(
    ([m, t]) =>
      document.querySelector('[data-testid=moves]')?.dataset.value === String(m) &&
      document.querySelector('[data-testid=to-go]')?.dataset.value === String(t),
    [m, t],
    { timeout: 10_000 },
  );
}

/** Every vehicle's top-left cell: { A: '2,0', … }. */
async function cars(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('svg.board [data-car]')].map((g) => [g.dataset.car, `${g.dataset.row},${g.dataset.col}`]),
    ),
  );
}

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

test('Solve animates the plan to the win message with the optimal count', async () => {
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
  await page.waitForTimeout(1000); // the banner fades in after the drive out
  await page.screenshot({ path: join(SCREENSHOTS, 'win-1280x800.png') });

  // Replay: back to the start, playable.
  await page.getByTestId('win').getByRole('button', { name: 'Replay', exact: true }).click();
  await expectCounts(page, 0, 9);
  assert.equal(await page.getByTestId('win').count(), 0);
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

  await box.fill(`51 ${CARD_40} 4780`);
  await button(page, 'Load').click();
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-car]').length === 13);
  assert.equal(await toGo(page), 51);
  assert.equal(await moves(page), 0);
  assert.equal(await alert.count(), 0);
  assert.equal(await page.getByTestId('paste-error').count(), 0);
  assert.equal(new URL(page.url()).hash, `#${CARD_40}`);
  assert.equal(await box.inputValue(), '', 'the box is emptied after a load');
  assert.equal(await page.getByTestId('position-grid').inputValue(), CARD_40);

  // A board drawn one row per line.
  await box.fill(CARD_1.match(/.{6}/g).join('\n'));
  await button(page, 'Load').click();
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-car]').length === 5);
  assert.equal(await toGo(page), 9);
  assert.deepEqual(errors, []);
  await context.close();
});

test('Share shows and copies a link that round-trips, for the start and for the position', async () => {
  const { page, context, errors } = await open(`#${CARD_40}`, { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
  assert.equal(await toGo(page), 51);
  const start = await cars(page);
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expectCounts(page, 1, 50);
  const now = await cars(page);

  await button(page, 'Share').click();
  const link = await page.getByTestId('share-link').inputValue();
  assert.equal(link, new URL(`#${CARD_40}`, page.url()).href);
  assert.equal(await page.getByTestId('share-grid').inputValue(), CARD_40);
  await page.locator('.share .copy-note', { hasText: /Copied|Select/ }).first().waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText().catch(() => null));
  if (copied !== null) assert.equal(copied, link);
  await page.screenshot({ path: join(SCREENSHOTS, 'share-1280x800.png') });

  const again = await context.newPage();
  await again.goto(link);
  await again.locator('svg.board [data-car="A"]').waitFor();
  assert.deepEqual(await cars(again), start);
  await again.close();

  const positionLink = await page.getByTestId('share-position').inputValue();
  assert.notEqual(positionLink, link);
  const there = await context.newPage();
  await there.goto(positionLink);
  await there.locator('svg.board [data-car="A"]').waitFor();
  assert.deepEqual(await cars(there), now);
  assert.equal(await toGo(there), 50);
  await there.close();
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

test('the library: sections, the 51-move record, a random puzzle of a tier, progress marks', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  const library = page.getByRole('region', { name: 'Puzzle library' });
  for (const key of ['seed', 'record', 'beginner', 'intermediate', 'advanced', 'expert']) {
    assert.equal(await library.locator(`details[data-section=${key}]`).count(), 1, key);
  }
  assert.equal(await library.locator('details[data-section=seed] button.entry').count(), 3);
  assert.equal(await library.locator('details[data-section=record] button.entry').count(), 3);
  assert.equal(await library.locator(`button.entry[data-grid="${CARD_1}"]`).getAttribute('aria-current'), 'true');

  await library.locator(`details[data-section=record] button.entry[data-grid="${CARD_40}"]`).click();
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-car]').length === 13);
  assert.equal(await toGo(page), 51);
  assert.equal(await page.getByTestId('puzzle-name').innerText(), 'hardest wall free');
  assert.equal(new URL(page.url()).hash, `#${CARD_40}`);

  // A random Expert puzzle: one of that tier's list.
  await library.getByRole('combobox').selectOption('expert');
  await button(page, 'Random puzzle').click();
  await page.getByTestId('puzzle-name').filter({ hasText: /^Expert #\d+$/ }).waitFor();
  const grid = new URL(page.url()).hash.slice(1);
  const expert = await library.locator('details[data-section=expert] button.entry').evaluateAll((b) => b.map((e) => e.dataset.grid));
  assert.ok(expert.includes(grid), `${grid} is an Expert puzzle`);
  assert.ok((await toGo(page)) >= 36);

  // Open a tier's list and pick the first Beginner puzzle.
  await library.locator('details[data-section=beginner] summary').click();
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
  assert.match(await page.getByTestId('win').innerText(), /With 9 hints/);
  const entry = page.locator(`button.entry[data-grid="${CARD_1}"]`);
  assert.match(await entry.innerText(), /✓/);
  assert.equal(await page.getByTestId('solved-count').getAttribute('data-value'), '1');
  const saved = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY));
  assert.equal(saved.puzzles[CARD_1].best, 9);

  await page.reload();
  await page.locator('svg.board [data-car="A"]').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=solved-count]')?.dataset.value === '1');
  assert.match(await entry.innerText(), /✓/);

  assert.deepEqual(errors, []);
  await context.close();
});

test('Next puzzle after a win loads another library puzzle', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  await toGo(page);
  await button(page, 'Solve').click();
  while (await button(page, 'Faster').isEnabled()) await button(page, 'Faster').click();
  await page.getByTestId('win').waitFor({ timeout: 15_000 });
  await button(page, 'Next puzzle').click();
  await page.getByTestId('puzzle-name').filter({ hasText: /^Beginner #\d+$/ }).waitFor();
  assert.notEqual(new URL(page.url()).hash, `#${CARD_1}`);
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
  assert.match(await notice.innerText(), /saved progress could not be read/);
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

test('offline: after the first visit the game loads and plays with the server gone', async (t) => {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    t.skip(`no build in ${DIST_DIR}`);
    return;
  }
  const port = await freePort();
  const site = mkdtempSync(join(tmpdir(), 'rush-offline-'));
  symlinkSync(DIST_DIR, join(site, 'game'));
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', site], { stdio: 'ignore' });
  try {
    const base = `http://127.0.0.1:${port}/game/`;
    await waitForServer(base);
    const { page, context, errors } = await open(`#${CARD_40}`, { base });
    assert.equal(await toGo(page), 51);
    // The service worker is installed (its install step cached the page and its files).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const cache = await caches.open(keys.find((k) => k.startsWith('rush-hour-')));
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    assert.ok(cached.some((p) => p.endsWith('.wasm')), `cached: ${cached.join(' ')}`);
    assert.ok(cached.some((p) => p.endsWith('.js')), `cached: ${cached.join(' ')}`);

    server.kill();
    await new Promise((r) => server.once('exit', r));
    await context.setOffline(true);
    await page.reload();
    await page.locator('svg.board [data-car="A"]').waitFor();
    assert.equal(await page.locator('svg.board [data-car]').count(), 13);
    assert.equal(await toGo(page), 51);
    await button(page, 'Hint').click();
    await button(page, 'Apply').click();
    await expectCounts(page, 1, 50);
    // Another puzzle from the library, still offline.
    await page.locator(`button.entry[data-grid="${CARD_1}"]`).click();
    assert.equal(await toGo(page), 9);
    assert.deepEqual(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::/.test(e.message)), []);
    await context.close();
  } finally {
    server.kill();
    rmSync(site, { recursive: true, force: true });
  }
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
      const { page, context, errors } = await open(`#${CARD_40}`, { viewport: { width, height }, context: { colorScheme: scheme } });
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

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no server at ${url}`);
}

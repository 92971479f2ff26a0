// End-to-end tests of the editor (Edit mode) and the "New puzzle" generator: a puzzle built from
// an empty board with the mouse, its live validation and optimal length, played to the exit and
// opened from its share link; keyboard editing; "make it the hardest start"; a generated Expert
// puzzle. Same harness as the other files (BASE_URL set by scripts/test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, appStarted, expectNoAxeViolations, reportLongTasks, withBrowser } from './harness.mjs';

const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
const chrome = withBrowser();

async function open(fragment = '', viewport = { width: 1280, height: 800 }) {
  const context = await chrome.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  await page.goto(new URL(fragment ? `#${fragment}` : '', BASE_URL).href);
  await page.locator('svg.board').first().waitFor();
  await appStarted(page);
  return { context, page, errors };
}

const cell = (page, r, c) => page.locator(`[data-testid=editor-board] .edit-cell[data-row="${r}"][data-col="${c}"]`);

async function centreOf(page, r, c) {
  const box = await cell(page, r, c).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on cell `from`, moves to cell `to` in steps and releases (a click when equal). */
async function drag(page, from, to) {
  const a = await centreOf(page, ...from);
  const b = await centreOf(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

const tool = (page, name) => page.locator(`[data-testid=tool-${name}]`).click();
const verdict = (page) => page.locator('[data-testid=edit-verdict]');

async function waitVerdict(page, state) {
  await page.waitForFunction((s) => document.querySelector('[data-testid=edit-verdict]')?.dataset.state === s, state, {
    timeout: 20_000,
  });
}

test('a puzzle built with the mouse from an empty board is analysed, played and shared', async () => {
  const { context, page, errors } = await open();
  await page.locator('[data-testid=mode-edit]').click();
  // The Edit tab opens the full app under tools/; the editor starts from the game's position.
  await page.locator('[data-testid=editor-board] .piece').first().waitFor();
  assert.match(page.url(), /\/tools\/\?mode=edit#/);
  assert.equal(await page.locator('[data-testid=editor-board] .piece').count(), 5, "seed card 1's five vehicles");
  await expectNoAxeViolations(page, 'the tools page, Edit');
  await page.locator('[data-testid=edit-clear]').click();
  assert.equal(await page.locator('[data-testid=editor-board] .piece').count(), 0);

  // A car first: the verdict names what is missing.
  await tool(page, 'car');
  await drag(page, [0, 4], [0, 4]);
  await waitVerdict(page, 'invalid');
  assert.match(await verdict(page).textContent(), /no red car/);
  // The report's buttons keep their place whatever the verdict says (no jump under the pointer).
  const tops = () =>
    page.evaluate(() => ['edit-play', 'tool-truck', 'edit-clear'].map((id) => Math.round(document.querySelector(`[data-testid=${id}]`).getBoundingClientRect().top + scrollY)));
  const invalidTops = await tops();

  await tool(page, 'red');
  await drag(page, [2, 0], [2, 0]);
  await tool(page, 'truck');
  await drag(page, [0, 2], [2, 2]); // down three cells: a truck in column 2
  await tool(page, 'car');
  await drag(page, [3, 0], [3, 2]); // across three cells: a truck on row 3
  await drag(page, [3, 5], [5, 5]); // down three cells in column 5

  await waitVerdict(page, 'ready');
  assert.deepEqual(await tops(), invalidTops, 'Play it, the tools and Clear moved when the verdict changed (their tops in px)');
  assert.equal(await verdict(page).getAttribute('data-moves'), '9');
  assert.match(await verdict(page).textContent(), /Solvable in 9 moves, \d+ one-cell steps/);
  assert.equal(await page.locator('[data-testid=edit-cluster]').getAttribute('data-size'), '111');
  // Seed card 1, labelled in the order the pieces were placed (the car at the top first).
  const built = 'ooCoBBooCoooAACoooDDDooEoooooEoooooE';
  assert.equal(await page.locator('[data-testid=edit-grid]').inputValue(), built);
  const link = await page.locator('[data-testid=edit-link]').inputValue();
  assert.ok(link.endsWith(`#${built}`), link);
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-built.png') });

  // Play it: the game shows it with its optimal count; solve it with the mouse, following hints.
  await page.locator('[data-testid=edit-play]').click();
  await page.locator('svg.board.playable').waitFor();
  assert.equal(await page.locator('[data-testid=puzzle-name]').textContent(), 'Your puzzle');
  await page.waitForFunction(() => document.querySelector('[data-testid=to-go]')?.dataset.value === '9', null, { timeout: 20_000 });
  for (let i = 0; i < 9; i++) {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const ghost = page.locator('.hint-ghost');
    const label = await ghost.getAttribute('data-car');
    const target = await ghost.boundingBox();
    const vehicle = await page.locator(`svg.board .vehicle[data-car="${label}"]`).boundingBox();
    await page.mouse.move(vehicle.x + vehicle.width / 2, vehicle.y + vehicle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.waitForFunction((n) => document.querySelector('[data-testid=moves]')?.dataset.value === String(n), i + 1);
  }
  await page.locator('.win').waitFor();
  assert.match(await page.locator('.win').textContent(), /Solved in 9 moves \(optimal 9\)/);

  // Its share link opens the same puzzle in a new page.
  const other = await context.newPage();
  await other.goto(link);
  await other.locator('svg.board [data-car="A"]').waitFor();
  await other.waitForFunction(() => document.querySelector('[data-testid=to-go]')?.dataset.value === '9', null, { timeout: 20_000 });
  const cars = await other.locator('svg.board .vehicle').evaluateAll((els) => els.map((e) => `${e.dataset.car}${e.dataset.row}${e.dataset.col}`).sort());
  assert.deepEqual(cars, ['A20', 'B04', 'C02', 'D30', 'E35']);
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard editing, refusals, the exit check and the hardest start', async () => {
  const { context, page, errors } = await open(CARD_1);
  await page.locator('[data-testid=mode-edit]').click();
  await waitVerdict(page, 'ready');
  assert.equal(await verdict(page).getAttribute('data-moves'), '9');
  // Select car C with a click and move it left with the keyboard: one move fewer to go.
  await drag(page, [0, 4], [0, 4]);
  const c = page.locator('[data-testid=editor-board] .piece[data-label="C"]');
  assert.match(await c.getAttribute('class'), /selected/);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await c.getAttribute('data-col'), '3', 'ArrowLeft moves the selected piece');
  await page.waitForFunction(() => document.querySelector('[data-testid=edit-verdict]')?.dataset.moves === '8', null, { timeout: 20_000 });
  // Make it the hardest start of its cluster: 9 moves again.
  assert.match(await page.locator('[data-testid=edit-cluster]').textContent(), /111 positions reachable from this start \(its cluster\); the hardest start needs 9 moves/);
  await page.locator('[data-testid=edit-hardest]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=edit-hardest]')?.disabled);
  assert.equal(await verdict(page).getAttribute('data-moves'), '9');
  assert.equal(await page.locator('[data-testid=edit-grid]').inputValue(), 'ooBoCCooBooEAABooEDDDooEoooooooooooo');
  // Into truck B: refused with a message, nothing moves.
  await drag(page, [0, 4], [0, 4]);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await c.getAttribute('data-col'), '3');
  // The refusal reads as an error: an alert, with an icon and the error's colours, not the
  // status line's.
  const status = page.locator('[data-testid=edit-status]');
  assert.match(await status.textContent(), /Cannot move car C left: it overlaps B at row 1, column 3/);
  assert.equal(await status.getAttribute('data-state'), 'refused');
  assert.match(await status.getByRole('alert').textContent(), /^Cannot move car C left/);
  assert.equal(await status.locator('svg.icon').count(), 1, 'an icon beside the words, not colour alone');
  const looks = () => status.evaluate((el) => { const s = getComputedStyle(el); return `${s.color} ${s.backgroundColor} ${s.borderColor}`; });
  const refusedLook = await looks();
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-refusal-1280x800.png') });
  // T turns it (down column 3): done, and the refusal is gone.
  await page.keyboard.press('t');
  assert.equal(await c.getAttribute('data-axis'), 'v');
  assert.equal(await status.getAttribute('data-state'), 'done');
  assert.equal(await status.getByRole('alert').textContent(), '');
  assert.match(await status.getByRole('status').textContent(), /Car C turned down/);
  assert.equal(await status.locator('svg.icon').count(), 0);
  assert.notEqual(await looks(), refusedLook, 'a refusal looks unlike the status line');
  await page.keyboard.press('Delete');
  assert.equal(await c.count(), 0);
  // An exit off the red car's line is reported; the default exit makes it valid again.
  await page.locator('[data-testid=edit-exit]').selectOption('N');
  await waitVerdict(page, 'invalid');
  assert.match(await verdict(page).textContent(), /exit is on the north side but the red car is horizontal/);
  await page.locator('[data-testid=edit-exit]').selectOption('E');
  await waitVerdict(page, 'ready');
  // Resizing keeps what fits; the mode switch keeps the layout.
  await page.locator('[data-testid=edit-width]').selectOption('8');
  assert.equal(await page.locator('[data-testid=editor-board]').getAttribute('data-width'), '8');
  await page.locator('[data-testid=mode-play]').click();
  await page.locator('[data-testid=mode-edit]').click();
  assert.equal(await page.locator('[data-testid=editor-board]').getAttribute('data-width'), '8');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-keyboard.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the generator makes an Expert puzzle without blocking the page', async () => {
  const { context, page, errors } = await open();
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => ({ start: e.startTime, ms: e.duration })))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  // The game page's "New puzzle" opens the generator in the full app (tools/).
  await page.locator('[data-testid=gen-open]').click();
  await page.locator('[data-testid=gen-tier]').waitFor();
  assert.match(page.url(), /\/tools\/#/);
  await page.locator('[data-testid=gen-tier]').selectOption('expert');
  // Time the generator alone: the page's start-up (its own analysis of the puzzle) is over.
  await page.locator('[data-testid="to-go"][data-value]:not([data-value=""])').waitFor({ timeout: 20_000 });
  const before = await page.evaluate(() => performance.now());
  await page.locator('[data-testid=gen-go]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=gen-status]')?.dataset.state === 'found', null, { timeout: 60_000 });
  const moves = Number(await page.locator('[data-testid=gen-status]').getAttribute('data-moves'));
  assert.ok(moves >= 36, `an Expert puzzle has 36+ moves, got ${moves}`);
  // The game now shows it, with the claimed optimal count.
  await page.waitForFunction((m) => document.querySelector('[data-testid=to-go]')?.dataset.value === String(m), moves, { timeout: 20_000 });
  assert.match(await page.locator('[data-testid=puzzle-name]').textContent(), new RegExp(`New Expert puzzle \\(${moves} moves\\)`));
  const long = await page.evaluate((t) => window.__long.filter((e) => e.start > t).map((e) => e.ms), before);
  reportLongTasks('generating an Expert puzzle', Math.max(0, ...long));
  assert.deepEqual(errors, []);
  await context.close();
});

test('Stop ends a generation in the engine worker, and the next one runs in a fresh worker', async () => {
  const { context, page, errors } = await open(CARD_1);
  await page.locator('[data-testid=gen-open]').click();
  await page.locator('[data-testid=gen-tier]').waitFor();
  const workers = [];
  page.on('worker', (w) => workers.push(w));
  // Expert on an 8×8 board with walls: a tier none of its measured runs reached, so
  // the search rates all its layouts, each with a cluster of up to 100,000 positions: long enough
  // to be stopped. (7×5 rated its 4,000 small layouts so fast that one run ended before Cancel.)
  await page.locator('[data-testid=gen-tier]').selectOption('expert');
  await page.locator('[data-testid=gen-size]').selectOption('8x8');
  await page.locator('[data-testid=gen-walls]').check();
  await page.locator('[data-testid=gen-go]').click();
  await page.waitForFunction(() => /Generating… [1-9]/.test(document.querySelector('[data-testid=gen-status]')?.textContent ?? ''), null, {
    timeout: 20_000,
  });
  const spawned = workers.length;
  // The progress: the count, its bound, the time, and an estimate of the rest at this rate (this
  // board and tier have no typical time: none of the measured runs found one).
  await page.waitForFunction(() => /at this rate/.test(document.querySelector('[data-testid=gen-status]')?.textContent ?? ''), null, { timeout: 20_000 });
  assert.match(
    await page.getByTestId('gen-status').innerText(),
    /^Generating… [\d,]+ of at most 4,000 layouts rated in \d+ s; at most about \d+ s more at this rate\.$/,
  );
  assert.equal(await page.getByTestId('gen-cancel').innerText(), 'Stop');
  await page.locator('[data-testid=gen-cancel]').click();
  assert.equal(await page.locator('[data-testid=gen-status]').count(), 0, 'the status line is cleared');
  assert.equal(await page.locator('[data-testid=gen-cancel]').count(), 0);
  // A Beginner 6×6 puzzle from a new worker (the cancelled one was terminated).
  await page.locator('[data-testid=gen-tier]').selectOption('beginner');
  await page.locator('[data-testid=gen-size]').selectOption('6x6');
  await page.locator('[data-testid=gen-walls]').uncheck();
  await page.locator('[data-testid=gen-go]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=gen-status]')?.dataset.state === 'found', null, { timeout: 30_000 });
  assert.ok(workers.length > spawned, `a fresh worker after the cancel (${workers.length} workers seen, ${spawned} before it)`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the editor on a phone', async () => {
  const { context, page, errors } = await open(CARD_1, { width: 360, height: 640 });
  await page.locator('[data-testid=mode-edit]').click();
  await waitVerdict(page, 'ready');
  const board = await page.locator('[data-testid=editor-board]').boundingBox();
  assert.ok(board.width <= 360 && board.width > 250, `board ${board.width}px wide`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `no sideways scrolling (${width}px)`);
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-phone.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a game goes over to the tools page with its moves, and links lead back to the game page', async () => {
  const { context, page, errors } = await open(CARD_1);
  // One move on the game page: car C one cell left (keyboard).
  await page.locator('svg.board .vehicle[data-car="C"]').focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-testid=moves]')?.dataset.value === '1');
  await page.locator('[data-testid=mode-present]').click();
  await page.locator('.app.mode-present').waitFor();
  assert.match(page.url(), /\/tools\/\?mode=present#/, 'the handed-over moves are dropped once read, the mode kept');
  await page.locator('[data-testid=mode-play]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=moves]')?.dataset.value === '1');
  assert.equal(await page.locator('svg.board .vehicle[data-car="C"]').getAttribute('data-col'), '3');
  await page.waitForFunction(() => document.querySelector('[data-testid=to-go]')?.dataset.value === '8');
  // Share links point at the game page, not at tools/.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = await page.locator('[data-testid=share-link]').inputValue();
  assert.equal(link, new URL(`#${CARD_1}`, BASE_URL).href);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the game page's New puzzle opens the tools page with the generator in view, on a phone", async () => {
  const { context, page, errors } = await open(CARD_1, { width: 390, height: 844 });
  await page.locator('[data-testid=gen-open]').click();
  await page.locator('[data-testid=gen-tier]').waitFor();
  // On a phone the generator is below the board and the counter: the page scrolls it into view
  // once the app has drawn it (its panels come in the tasks after the board's).
  await page.locator('main.app:not([aria-busy])').waitFor();
  const inView = () => {
    const r = document.querySelector('.generator').getBoundingClientRect();
    return r.top >= 0 && r.top < innerHeight;
  };
  await page.waitForFunction(inView, null, { timeout: 5_000 }).catch(() => {});
  const seen = await page.evaluate(() => ({ top: Math.round(document.querySelector('.generator').getBoundingClientRect().top), scrolled: Math.round(scrollY) }));
  assert.ok(await page.evaluate(inView), `the generator's top at ${seen.top} px (the page scrolled ${seen.scrolled} px) in a window 844 px tall`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the generator's board sizes: the ones it offers are the ones its panel and the game page's link name", async () => {
  const { context, page, errors } = await open(CARD_1);
  // The game page's way to the generator names the sizes, not "any board size".
  const link = await page.getByRole('region', { name: 'New puzzle' }).getByTestId('gen-sizes').innerText();
  assert.doesNotMatch(link, /any board size/i);
  assert.match(link, /4×4 to 8×8/);
  await page.locator('[data-testid=gen-open]').click();
  await page.locator('[data-testid=gen-size]').waitFor();
  const sizes = await page.locator('[data-testid=gen-size] option').evaluateAll((os) => os.map((o) => o.value));
  const sides = sizes.flatMap((s) => s.split('x').map(Number));
  assert.equal(Math.max(...sides), 8, `sizes offered: ${sizes.join(' ')}`);
  assert.equal(Math.min(...sides), 4);
  // The panel says the limit plainly, and where a larger board comes from.
  const note = await page.getByTestId('gen-sizes').innerText();
  assert.match(note, /Boards from 4×4 to 8×8: on larger boards \(up to 12×12\).*editor or open its link/);
  await page.screenshot({ path: join(SCREENSHOTS, 'generator-sizes-1280.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('the board being built, finished or not, is still there after a reload; a new visit starts from the game', async () => {
  const { context, page, errors } = await open(CARD_1);
  await page.locator('[data-testid=mode-edit]').click();
  const pieces = page.locator('[data-testid=editor-board] .piece');
  await pieces.first().waitFor();
  await page.locator('[data-testid=edit-clear]').click();
  // Not a puzzle yet: a truck down column 2 and a wall, no red car.
  await tool(page, 'truck');
  await drag(page, [0, 2], [2, 2]);
  await tool(page, 'wall');
  await drag(page, [4, 4], [4, 4]);
  await waitVerdict(page, 'invalid');
  const layout = () => page.evaluate(() => [...document.querySelectorAll('[data-testid=editor-board] .piece')].map((p) => p.getAttribute('aria-label') ?? p.textContent).sort());
  const before = await layout();
  assert.equal(before.length, 2);
  await page.reload();
  await appStarted(page);
  await page.locator('main.app.mode-edit').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=editor-board] .piece').length === 2);
  assert.deepEqual(await layout(), before);
  await waitVerdict(page, 'invalid');
  // The tool in hand too: the wall, the last chosen.
  assert.equal(await page.locator('[data-testid=tool-wall]').getAttribute('aria-pressed'), 'true');
  // Another visit (the Edit tab followed from the game's page): the game's position, seed card 1.
  await page.goto(new URL(`#${CARD_1}`, BASE_URL).href);
  await appStarted(page);
  await page.locator('[data-testid=mode-edit]').click();
  await page.locator('main.app.mode-edit').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=editor-board] .piece').length === 5);
  assert.deepEqual(errors, []);
  await context.close();
});

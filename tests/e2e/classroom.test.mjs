// End-to-end tests of the classroom tools and presentation mode: stepping through the plan with
// the keys in presentation mode, the QR code, the search visualizer run to the goal, the
// algorithm comparison and its heuristics lab (the state graph and the handouts' PNG files are in
// classroom-lab.test.mjs), moves versus steps, the
// layout on a phone and a projector, and no long main-thread task while the tools work on the
// largest known 6×6 cluster. Screenshots go to tests/e2e/screenshots/. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/classroom.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, appStarted, expectNoAxeViolations, reportLongTasks, withBrowser } from './harness.mjs';

// Seed card 1 (optimal 9 moves, a cluster of 111 positions); the largest known 6×6 cluster.
const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
const LARGEST = 'BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo';

const chrome = withBrowser();

/** A page at `fragment` in its own context, analysed, in `mode` ('play', 'classroom', …). */
async function open(fragment, { viewport = { width: 1280, height: 800 }, mode = 'play', init } = {}) {
  const context = await chrome.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  if (init) await page.addInitScript(init);
  if (mode === 'play') {
    await page.goto(new URL(fragment, BASE_URL).href);
    await page.locator('svg.board [data-car="A"]').waitFor();
    await appStarted(page);
    await page.locator('[data-testid="to-go"][data-value]:not([data-value=""])').waitFor({ timeout: 60_000 });
  } else {
    // The game page's tab opens the full app under tools/ in that mode.
    await page.goto(new URL(fragment, BASE_URL).href);
    await page.locator('svg.board [data-car="A"]').waitFor();
    await appStarted(page);
    await page.getByTestId(`mode-${mode}`).click();
    await page.locator(`.app.mode-${mode}`).waitFor();
    assert.match(page.url(), new RegExp(`/tools/\\?mode=${mode}#`), 'the tools page, its query the mode alone');
    // Keys go to the page, not to the mode tab.
    await page.evaluate(() => document.activeElement?.blur());
  }
  return { page, context, errors };
}

/** Every vehicle's top-left cell: { A: '2,0', … }. */
async function cars(page) {
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('svg.board [data-car].vehicle')].map((g) => [g.dataset.car, `${g.dataset.row},${g.dataset.col}`])),
  );
}

/** Waits until the presentation counter stands at `step` of `total`. */
async function atStep(page, step, total = 9) {
  await page.waitForFunction(
    ([s, t]) => {
      const c = document.querySelector('[data-testid=present-counter]');
      return c?.dataset.step === String(s) && c?.dataset.total === String(t);
    },
    [step, total],
    { timeout: 10_000 },
  );
}

const shot = (page, name) => page.screenshot({ path: join(SCREENSHOTS, name), fullPage: false });

test('presentation mode: → ← Home End and Space step through the plan, Q shows the QR code, Escape goes back', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { viewport: { width: 1920, height: 1080 }, mode: 'present' });
  const start = await cars(page);
  await atStep(page, 0);
  assert.match(await page.getByTestId('present-counter').innerText(), /plan of 9 moves/);
  assert.equal(await page.locator('[data-testid=present-plan] li').count(), 9);
  await expectNoAxeViolations(page, 'Present at 1920×1080');

  await page.keyboard.press('ArrowRight');
  await atStep(page, 1);
  assert.equal(await page.getByTestId('present-counter').innerText(), 'Move 1 of 9');
  assert.equal(await page.getByTestId('present-to-go').innerText(), '8 to go');
  assert.notDeepEqual(await cars(page), start, 'the first move is on the board');
  assert.equal(await page.locator('[data-testid=present-plan] li.current').count(), 1);
  await page.keyboard.press('ArrowRight');
  await atStep(page, 2);
  await page.keyboard.press('ArrowLeft');
  await atStep(page, 1);
  await page.keyboard.press('End');
  await atStep(page, 9);
  assert.match(await page.getByTestId('present-counter').innerText(), /Solved/);
  assert.equal((await cars(page)).A, '2,4', 'the red car is at the exit');
  await shot(page, 'present-end-1920.png');
  await page.keyboard.press('Home');
  await atStep(page, 0);
  assert.deepEqual(await cars(page), start, 'Home is the start again');

  // Space plays the plan (one move per tick) and pauses it.
  await page.keyboard.press(' ');
  await atStep(page, 2);
  await page.keyboard.press(' ');
  const paused = Number(await page.getByTestId('present-counter').getAttribute('data-step'));
  await page.waitForTimeout(1500);
  assert.equal(Number(await page.getByTestId('present-counter').getAttribute('data-step')), paused, 'paused');
  await page.keyboard.press('ArrowLeft');
  await atStep(page, paused - 1);
  await shot(page, 'present-1920.png');

  // Q: the QR code of the puzzle's link over everything; Escape closes it, then leaves.
  await page.keyboard.press('q');
  const qr = page.locator('[data-testid=present-qr] svg[data-testid=qr]');
  await qr.waitFor();
  assert.ok((await qr.getAttribute('data-text')).endsWith(`#${CARD_1}`));
  await shot(page, 'present-qr-1920.png');
  await page.keyboard.press('Escape');
  await qr.waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  await page.locator('.app.mode-play').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('the search visualizer runs to the goal of seed card 1 and shows its 9-move plan', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { mode: 'classroom' });
  const stats = page.getByTestId('viz-stats');
  assert.equal(await stats.getAttribute('data-depth'), '0');
  await page.getByRole('button', { name: 'Next layer', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=viz-stats]')?.dataset.depth === '1');
  assert.ok((await page.locator('[data-testid=viz-board]').count()) >= 1, 'the layer is drawn as boards');
  const layerOne = await stats.getAttribute('data-discovered');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const plan = page.getByTestId('viz-plan');
  await plan.waitFor({ timeout: 20_000 });
  assert.equal(await plan.getAttribute('data-moves'), '9');
  assert.equal(await page.getByTestId('viz-found').getAttribute('data-depth'), '9');
  assert.equal(await page.locator('[data-testid=viz-chart] .bar').count(), 10, 'one bar per depth, 0 to 9');
  assert.equal(await page.locator('[data-testid=viz-chart] .bar.marked').getAttribute('data-index'), '9');
  await page.getByTestId('visualizer').screenshot({ path: join(SCREENSHOTS, 'classroom-visualizer.png') });
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=viz-stats]')?.dataset.depth === '0');
  // The worker kept the search at depth 9: after Reset, the next layer is a new search's layer 1.
  await page.getByRole('button', { name: 'Next layer', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=viz-stats]')?.dataset.depth === '1');
  assert.equal(await stats.getAttribute('data-discovered'), layerOne, 'the same layer 1 as the first time');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the comparison table: BFS, DFS, IDDFS and A* with four heuristics on seed card 1; moves versus steps; the QR code', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { mode: 'classroom' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=compare-table] tbody tr[data-algorithm]').length === 7, null, { timeout: 20_000 });
  const row = (name) => page.locator(`[data-testid=compare-table] tr[data-algorithm="${name}"]`);
  const moves = async (name) => row(name).getAttribute('data-moves');
  const expanded = async (name) => Number(await row(name).getAttribute('data-expanded'));
  assert.equal(await moves('BFS'), '9');
  assert.equal(await moves('IDDFS'), '9');
  for (const h of ['zero', 'blocking', 'two-level blocking']) assert.equal(await moves(`A* (${h})`), '9', h);
  assert.ok(Number(await moves('A* (3 × blocking)')) >= 9);
  // The better the admissible heuristic, the fewer positions A* expands.
  assert.ok((await expanded('A* (two-level blocking)')) < (await expanded('A* (blocking)')));
  assert.ok((await expanded('A* (blocking)')) < (await expanded('A* (zero)')));
  // b* from the positions generated and the plan's depth: generated = b* + … + b*^9.
  const b = Number(await row('BFS').getAttribute('data-branching'));
  const generated = Number(await row('BFS').getAttribute('data-generated'));
  assert.ok(Math.abs([1, 2, 3, 4, 5, 6, 7, 8, 9].reduce((s, k) => s + b ** k, 0) / generated - 1) < 0.01, `b* ${b}`);
  assert.ok(Number(await page.locator('[data-testid=compare-table] tr[data-algorithm^="DFS"]').getAttribute('data-moves')) >= 9);
  // Moves versus steps: 9 moves; the steps-optimal plan is at least as many moves.
  const m = page.getByTestId('metric-moves');
  const s = page.getByTestId('metric-steps');
  await s.waitFor({ timeout: 20_000 });
  assert.equal(await m.getAttribute('data-moves'), '9');
  assert.ok(Number(await s.getAttribute('data-steps')) <= Number(await m.getAttribute('data-steps')));
  assert.ok(Number(await s.getAttribute('data-moves')) >= 9);
  // The QR code of the puzzle's link, and the cards of its library section.
  const qr = page.locator('[data-testid=share-class] svg[data-testid=qr]');
  assert.ok((await qr.getAttribute('data-text')).endsWith(`#${CARD_1}`));
  assert.ok((await page.locator('[data-testid=puzzle-card]').count()) >= 3);
  const download = page.waitForEvent('download');
  await page.getByTestId('download-svg').click();
  const file = await download;
  assert.match(file.suggestedFilename(), /\.svg$/);
  await page.screenshot({ path: join(SCREENSHOTS, 'classroom-1280.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('phone 360×640: the classroom page and presentation mode fit the width', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { viewport: { width: 360, height: 640 }, mode: 'classroom' });
  await page.getByTestId('graph').waitFor();
  await expectNoAxeViolations(page, 'Classroom at 360×640');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok((await overflow()) <= 0, 'no sideways scrolling in the classroom');
  await page.screenshot({ path: join(SCREENSHOTS, 'classroom-phone.png'), fullPage: true });
  await page.getByTestId('mode-present').click();
  await page.getByTestId('present-counter').waitFor();
  await expectNoAxeViolations(page, 'Present at 360×640');
  assert.ok((await overflow()) <= 0, 'no sideways scrolling in presentation mode');
  await shot(page, 'present-phone.png');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the largest cluster: the classroom tools never block the page', async () => {
  const { page, context, errors } = await open(`#${LARGEST}`, {
    mode: 'classroom',
    init: () => {
      window.__long = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__long.push({ start: e.startTime, ms: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    },
  });
  // Long tasks from here on: the classroom page is loaded and its tools start on the cluster.
  const before = await page.evaluate(() => performance.now());
  await page.getByTestId('graph-too-large').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByTestId('viz-found').waitFor({ timeout: 60_000 });
  await page.getByTestId('metric-steps').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=compare-table] tbody tr[data-algorithm]').length === 7, null, { timeout: 30_000 });
  const long = await page.evaluate((t) => window.__long.filter((e) => e.start > t).map((e) => Math.round(e.ms)), before);
  const rows = await page.locator('[data-testid=compare-table] tbody tr[data-algorithm]').evaluateAll((trs) => trs.map((tr) => tr.innerText.replace(/\s+/g, ' ')));
  console.log(`largest cluster in the classroom: long tasks ${long.join(', ') || 'none'}; comparison: ${rows.join(' | ')}`);
  reportLongTasks('the classroom on the largest cluster', Math.max(0, ...long), 100);
  await page.screenshot({ path: join(SCREENSHOTS, 'classroom-largest.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

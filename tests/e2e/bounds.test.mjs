// End-to-end tests of the classroom's Bounds view (src/app/classroom/bounds_panel.rs): the optimum
// proven in the page's worker on UvA 6×6 #1 and UvA 9×9 #4, each step's numbers those of
// `rushhour bounds --widths 10,100,1000 --radius 3 --heuristic two-level GRID` (the same code,
// cli/tests/bounds_view.rs); the estimates side by side; the plan played; Stop and Go on; the
// 12×12 live within a small memory budget, stopped there with what it proved, beside the
// recorded proof; keyboard, 44 px targets, axe clean; screenshots at 1280×800 and 390×844.
// Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/bounds.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, eventually, expectNoAxeViolations, withBrowser } from './harness.mjs';

const SIX_1 = 'oBBCCC/oDDFEE/AAHFoJ/GGHIIJ/LoMoKK/LoMooo';
const NINE_4 = 'CBBBoEooo/CooGoEDDD/oooGoEooI/FFoGoHHHI/JAAKooooI/JoOKoLLLQ/MMOPNNooQ/RoOPToooQ/RSSSTUUVV';
const TWELVE = 'DoooooEBBBCC/DooooHEoooJK/FFFGGHPIIoJK/RSoooOPLLMMo/RSNNNOPQQQoo/RSAAUVoooooo/TTTXUVeZoass/WWWXYYeZoabb/ccgdddefffoj/ooghhhmoiiqj/oooooomoopqr/okklllmnnpqr';
const BUDGET_KEY = 'rush-hour/memory-budget-mb';

const chrome = withBrowser();

/** The classroom of the tools page on `grid`, its Bounds view in view; `budgetMb` sets the
 * device's memory share (src/app/engine/analysis.rs's key). */
async function bounds(grid, { viewport = { width: 1280, height: 800 }, budgetMb } = {}) {
  const context = await chrome.browser.newContext({ viewport });
  if (budgetMb) {
    await context.addInitScript(([key, mb]) => {
      try {
        localStorage.setItem(key, String(mb));
      } catch {}
    }, [BUDGET_KEY, budgetMb]);
  }
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  await page.goto(new URL(`tools/?mode=classroom#${grid}`, BASE_URL).href);
  await page.getByTestId('bounds').waitFor({ timeout: 30_000 });
  await page.getByTestId('bounds').evaluate((s) => s.scrollIntoView({ block: 'start' }));
  return { page, context, errors };
}

/** Each step's row: kind, width or k, and its figures. */
async function steps(page) {
  return page.getByTestId('bounds-step').evaluateAll((rows) => rows.map((r) => ({ ...r.dataset })));
}

/** The lower-bound rows as the CLI's figures: `k: kept/expanded/pruned`. */
function lowerRows(rows) {
  return Object.fromEntries(rows.filter((r) => r.kind === 'lower').map((r) => [r.k, `${r.kept}/${r.expanded}/${r.pruned}`]));
}

test('UvA 6×6 #1: the optimum proven (21), the CLI\'s numbers, the plan played, the three estimates side by side, by keyboard', async () => {
  const { page, context, errors } = await bounds(SIX_1);
  // Keyboard only: the Run button focused and pressed.
  await page.getByTestId('bounds-run').focus();
  await page.keyboard.press('Enter');
  const outcome = page.locator('[data-testid=bounds-outcome][data-end=optimal]');
  await outcome.waitFor({ timeout: 30_000 });
  assert.equal(await outcome.getAttribute('data-moves'), '21');
  assert.match(await outcome.innerText(), /Optimum proven: 21 moves/);
  const rows = await steps(page);
  // `rushhour bounds --widths 10,100,1000 --radius 3 --heuristic two-level --threads 1 GRID`:
  // width 10 no plan, 100 and 1000: 21 moves; k = 2 … 20 proven.
  assert.deepEqual(rows.filter((r) => r.kind === 'upper').map((r) => [r.width, r.moves ?? null]), [['10', null], ['100', '21'], ['1000', '21']]);
  const lower = lowerRows(rows);
  assert.deepEqual(Object.keys(lower), Array.from({ length: 19 }, (_, i) => String(i + 2)));
  assert.equal(lower['2'], '1/1/3');
  assert.equal(lower['18'], '258/258/1');
  assert.equal(lower['19'], '268/268/35');
  assert.equal(lower['20'], '294/294/83');
  // The optimal plan plays on its board.
  const player = page.getByTestId('bounds-player');
  assert.equal(await player.getAttribute('data-moves'), '21');
  await eventually(() => player.getAttribute('data-step').then(Number).then((s) => s >= 2), true, 'the plan plays');
  await page.getByRole('button', { name: 'Plan end (End)' }).click();
  assert.equal(await player.getAttribute('data-step'), '21');
  // The chart says the bounds met.
  assert.match(await page.getByTestId('bounds-chart').getAttribute('aria-label'), /both bounds are 21 moves: the optimum is proven/);

  // The three estimates: the two others run by keyboard.
  await page.getByTestId('bounds-all').focus();
  await page.keyboard.press('Enter');
  for (const name of ['none', 'blocking', 'two-level']) {
    await page.locator(`[data-testid=side-total-${name}][data-done=true]`).waitFor({ timeout: 60_000 });
  }
  const total = async (name) => Number(await page.getByTestId(`side-total-${name}`).getAttribute('data-total'));
  const [none, blocking, twoLevel] = [await total('none'), await total('blocking'), await total('two-level')];
  assert.ok(none > blocking && blocking > twoLevel, `positions expanded: none ${none}, blocking ${blocking}, two-level ${twoLevel}`);
  // `--heuristic none` at k = 20: 520 expanded; blocking: 347.
  assert.equal(await page.getByTestId('side-none-20').innerText(), '520');
  assert.equal(await page.getByTestId('side-blocking-20').innerText(), '347');
  await expectNoAxeViolations(page, 'the Bounds view on UvA 6×6 #1');
  await page.getByTestId('bounds').screenshot({ path: join(SCREENSHOTS, 'bounds-6x6-1280.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('UvA 9×9 #4: the optimum proven (27) with the CLI\'s numbers', async () => {
  const { page, context, errors } = await bounds(NINE_4);
  await page.getByTestId('bounds-run').click();
  const outcome = page.locator('[data-testid=bounds-outcome][data-end=optimal]');
  await outcome.waitFor({ timeout: 120_000 });
  assert.equal(await outcome.getAttribute('data-moves'), '27');
  const rows = await steps(page);
  assert.deepEqual(rows.filter((r) => r.kind === 'upper').map((r) => [r.width, r.moves]), [['10', '32'], ['100', '31'], ['1000', '27']]);
  const lower = lowerRows(rows);
  assert.equal(Object.keys(lower).length, 25);
  assert.equal(lower['18'], '16657/16657/3616');
  assert.equal(lower['22'], '29847/29847/38245');
  assert.equal(lower['26'], '64193/64193/54374');
  await expectNoAxeViolations(page, 'the Bounds view on UvA 9×9 #4');
  assert.deepEqual(errors, []);
  await context.close();
});

test('390×844: the 12×12 live within 16 MB: Stop and Go on, then stopped at the budget with what it proved; the recorded proof beside it; 44 px targets', async () => {
  const { page, context, errors } = await bounds(TWELVE, { viewport: { width: 390, height: 844 }, budgetMb: 16 });
  const recorded = page.getByTestId('bounds-recorded');
  assert.notEqual(await recorded.getAttribute('open'), null, 'open on a 12×12');
  assert.equal(await recorded.locator('tbody tr').count(), 24);
  assert.match(await recorded.innerText(), /Recorded, not run here/);
  assert.match(await recorded.innerText(), /rushhour bounds --widths 0 --threads 2 --from 25 --max-moves 25/);
  assert.equal(await recorded.locator('tr[data-k="24"]').getAttribute('data-kept'), '380203869');
  await page.getByTestId('bounds-run').click();
  // The worker first ends the classroom's other searches on this board (the game's analysis
  // stops at the budget after a minute or more).
  await page.locator('[data-testid=bounds-step][data-k="8"]').waitFor({ timeout: 240_000 });
  await page.getByTestId('bounds-stop').click();
  const paused = page.locator('[data-testid=bounds-outcome][data-end=paused]');
  await paused.waitFor();
  const before = (await steps(page)).length;
  await page.getByTestId('bounds-run').click();
  const stopped = page.locator('[data-testid=bounds-outcome][data-end=stopped]');
  await stopped.waitFor({ timeout: 120_000 });
  const rows = await steps(page);
  assert.ok(rows.length > before, 'Go on took further steps');
  // The k's in order, no step twice after Go on.
  const ks = rows.filter((r) => r.kind === 'lower').map((r) => Number(r.k));
  assert.deepEqual(ks, Array.from({ length: ks.length }, (_, i) => i + 2));
  const lower = Number(await stopped.getAttribute('data-lower'));
  assert.equal(lower, ks.at(-1));
  assert.ok(lower >= 10, `proven within 16 MB: k = ${lower}`);
  assert.match(await stopped.innerText(), new RegExp(`memory budget while searching k = ${lower + 1}.*no plan of ≤ ${lower} moves`, 's'));
  // The recorded figures of the k's it proved equal the live ones.
  const live = lowerRows(rows);
  assert.equal(live['10'].split('/')[0], await recorded.locator('tr[data-k="10"]').getAttribute('data-kept'));
  // Every control of the view a 44 px target.
  const small = await page.getByTestId('bounds').evaluate((s) =>
    [...s.querySelectorAll('button, summary')]
      .map((b) => [b.getAttribute('aria-label') || b.textContent.trim(), b.getBoundingClientRect()])
      .filter(([, r]) => r.height > 0 && (r.height < 43.5 || r.width < 43.5))
      .map(([name, r]) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  assert.deepEqual(small, []);
  await expectNoAxeViolations(page, 'the Bounds view on the 12×12, stopped at the budget');
  await page.getByTestId('bounds').screenshot({ path: join(SCREENSHOTS, 'bounds-12x12-390.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test('Present carries the proof: the run begun in the Classroom is the one B shows in Present, large, and goes on there; the tables\' headings sit as their cells do', async () => {
  const { page, context, errors } = await bounds(SIX_1);
  // Two steps in the Classroom, then on to Present.
  await page.getByRole('button', { name: 'Next step' }).click();
  await page.locator('[data-testid=bounds-step]').first().waitFor();
  await page.getByRole('button', { name: 'Next step' }).click();
  await eventually(() => page.getByTestId('bounds-step').count(), 2, 'two steps in the Classroom');
  await page.getByTestId('mode-present').click();
  await page.getByTestId('present').waitFor();
  await page.keyboard.press('b');
  const proof = page.getByTestId('present-proof');
  await proof.waitFor();
  assert.equal(await page.getByTestId('present-proof-toggle').getAttribute('aria-pressed'), 'true');
  // The beam of width 100 found 21 moves: the upper bound; no k searched yet.
  assert.equal(await page.getByTestId('present-upper').innerText(), 'a plan of 21 moves');
  assert.equal(await page.getByTestId('present-lower').innerText(), 'not proven yet');
  assert.equal(await page.getByTestId('present-bounds-chart').locator('.step-label').count(), 2, "the chart has the Classroom's two steps");
  // The run goes on in Present, to the optimum.
  await proof.getByTestId('bounds-run').click();
  await page.getByTestId('present-proven').waitFor({ timeout: 30_000 });
  assert.equal(await page.getByTestId('present-proven').innerText(), 'Optimum proven: 21 moves');
  await page.screenshot({ path: join(SCREENSHOTS, 'present-proof-1280.png') });
  await expectNoAxeViolations(page, 'Present with the proof');
  // B again: the plan, as before.
  await page.keyboard.press('b');
  await page.getByTestId('present-plan').waitFor();
  // Back in the Classroom: the same run, whole (3 beams, k = 2 … 20), and its tables' headings
  // aligned with their cells (they were right-aligned over left-aligned names).
  await page.getByTestId('mode-classroom').click();
  await page.getByTestId('bounds').waitFor();
  assert.equal(await page.getByTestId('bounds-step').count(), 22);
  assert.equal(await page.locator('[data-testid=bounds-outcome][data-end=optimal]').getAttribute('data-moves'), '21');
  const misaligned = await page.evaluate(() =>
    [...document.querySelectorAll('table.bounds-steps, table.bounds-side')].flatMap((table) => {
      const row = table.tBodies[0].rows[0];
      return [...table.tHead.rows[0].cells]
        .map((head, i) => [head.textContent, getComputedStyle(head).textAlign, getComputedStyle(row.cells[i]).textAlign])
        .filter(([, a, b]) => a !== b);
    }),
  );
  assert.deepEqual(misaligned, []);
  assert.deepEqual(errors, []);
  await context.close();
});

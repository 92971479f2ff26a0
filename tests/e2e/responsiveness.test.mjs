// The solver never freezes the page: the main thread's long tasks (over 50 ms, from Chromium's
// Long Tasks API) while loading, analysing, hinting and solving the 60-move puzzle and the
// largest known 6×6 cluster (541,934 positions). The analysis runs in slices (src/app/cluster_analysis.rs);
// the figures printed here go into the README.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, withBrowser } from './harness.mjs';

const PUZZLES = {
  '60-move puzzle': 'IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM',
  '541,934-position cluster': 'BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo',
};

const chrome = withBrowser();

for (const [name, grid] of Object.entries(PUZZLES)) {
  test(`${name}: no long main-thread task while analysing, hinting and solving`, async () => {
    const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const logs = [];
    page.on('console', (m) => logs.push(m.text()));
    // Record long tasks from the very start.
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__long.push({ start: e.startTime, ms: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const t0 = Date.now();
    await page.goto(new URL(`#${grid}`, BASE_URL).href);
    await page.locator('svg.board [data-car="A"]').waitFor();
    const shown = Date.now() - t0;
    // The analysis is done when "to go" has a number.
    await page.locator('[data-testid="to-go"][data-value]:not([data-value=""])').waitFor({ timeout: 60_000 });
    const analysed = Date.now() - t0;
    const firstPaint = await page.evaluate(() => performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? 0);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    await page.waitForTimeout(300);
    const long = await page.evaluate(() => window.__long);
    // Long tasks after the first paint: the analysis, hint and solve.
    const afterPaint = long.filter((t) => t.start > firstPaint);
    const worst = Math.max(0, ...afterPaint.map((t) => t.ms));
    const work = logs.find((l) => l.startsWith('analysis:')) ?? '';
    console.log(`${name}: board shown after ${shown} ms, analysis done after ${analysed} ms (${work}); ` +
      `long tasks before first paint: ${long.filter((t) => t.start <= firstPaint).map((t) => Math.round(t.ms)).join(', ') || 'none'}; ` +
      `after it: ${afterPaint.length}, the longest ${Math.round(worst)} ms`);
    assert.ok(worst < 100, `a main-thread task took ${Math.round(worst)} ms`);
    await page.close();
  });
}

/** A page that records long tasks from its start. */
async function recordingPage() {
  const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}

/** The longest main-thread task after the first paint, in ms. */
async function longestAfterPaint(page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? 0;
    return Math.max(0, ...window.__long.filter((t) => t.start > paint).map((t) => t.ms));
  });
}

// uva-9x9-6: a plain BFS discovers about 51 million positions; far past the browser's budget.
const BIG = 'BBCCEooGo/HDDDEFFGo/HoIIKLoJJ/ooNOKLMMM/AANOooooo/oRoOPPQQW/XRSSZTTTW/XoUUZVVoW/XYYYZoooo';

test('a 9×9 board: the analysis shows its progress and Stop analysis ends it', async () => {
  const page = await recordingPage();
  await page.goto(new URL(`#${BIG}`, BASE_URL).href);
  const toGo = page.getByTestId('to-go');
  await page.waitForFunction(() => /analysing… [\d,]+ positions/.test(document.querySelector('[data-testid=to-go]')?.textContent ?? ''));
  await page.getByRole('button', { name: 'Stop analysis' }).click();
  assert.equal(await toGo.getAttribute('data-state'), 'stopped');
  assert.ok(await page.getByRole('button', { name: 'Hint', exact: true }).isDisabled());
  await page.close();
});

test('a 9×9 board: the analysis stops at the browser budget without blocking the page', async () => {
  const page = await recordingPage();
  const t0 = Date.now();
  await page.goto(new URL(`#${BIG}`, BASE_URL).href);
  await page.locator('[data-testid=to-go][data-state=failed]').waitFor({ timeout: 60_000 });
  const failedAfter = Date.now() - t0;
  assert.match(await page.getByTestId('analysis-failed').innerText(), /too large to analyse in the browser/);
  const worst = await longestAfterPaint(page);
  console.log(`9x9 #6: analysis stopped at the budget after ${failedAfter} ms; longest main-thread task after the first paint ${Math.round(worst)} ms`);
  assert.ok(worst < 100, `a main-thread task took ${Math.round(worst)} ms`);
  await page.close();
});

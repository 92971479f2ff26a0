// What the panel tests share (panels.test.mjs, progress.test.mjs): the puzzles they use, a page
// opened at a fragment with its errors collected, and readings of the counters and the board.
import { BASE_URL } from './harness.mjs';

// Seed card 1 (optimal 9), the default puzzle; card 40's cluster (51 moves).
export const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
export const CARD_40 = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';
export const STORAGE_KEY = 'rush-hour/progress/v1';

/** A page opener for `chrome` (from `withBrowser()`): a new page (in its own context) at
 * `fragment`, collecting page errors; with `clock`, the page's time is Playwright's controlled
 * clock (it runs on by itself, and `page.clock.runFor(ms)` moves it on at once). */
export const opener = (chrome) => async function open(fragment, { viewport = { width: 1280, height: 800 }, base = BASE_URL, init, clock = false, context: options = {} } = {}) {
  const context = await chrome.browser.newContext({ viewport, ...options });
  if (clock) await context.clock.install();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  if (init) await page.addInitScript(init);
  await page.goto(new URL(fragment, base).href);
  await page.locator('svg.board [data-car="A"]').waitFor();
  return { page, context, errors };
};

export const button = (page, name) => page.getByRole('button', { name, exact: true });

/** The optimal moves left, once the analysis is done. */
export async function toGo(page) {
  const el = page.locator('[data-testid="to-go"][data-value]:not([data-value=""])');
  await el.waitFor({ timeout: 60_000 });
  return Number(await el.getAttribute('data-value'));
}

export async function moves(page) {
  return Number(await page.getByTestId('moves').getAttribute('data-value'));
}

/** Waits until the counters read `m` moves and `t` to go. */
export async function expectCounts(page, m, t) {
  await page.waitForFunction(
    ([m, t]) =>
      document.querySelector('[data-testid=moves]')?.dataset.value === String(m) &&
      document.querySelector('[data-testid=to-go]')?.dataset.value === String(t),
    [m, t],
    { timeout: 10_000 },
  );
}

/** Every vehicle's top-left cell: { A: '2,0', … }. */
export async function cars(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('svg.board [data-car]')].map((g) => [g.dataset.car, `${g.dataset.row},${g.dataset.col}`]),
    ),
  );
}

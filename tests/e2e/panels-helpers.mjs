// What the panel tests share (panels.test.mjs, progress.test.mjs): the puzzles they use, a page
// opened at a fragment with its errors collected, and readings of the counters and the board.
import { BASE_URL, appStarted, eventually } from './harness.mjs';

// Seed card 1 (optimal 9), the default puzzle; XTL card 40's cluster (51 moves).
export const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
export const XTL_CARD_40 = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';
export const STORAGE_KEY = 'rush-hour/progress/v1';

/** A page opener for `chrome` (from `withBrowser()`): a new page (in its own context) at
 * `fragment`, collecting page errors, once the app has started (`appStarted`); with `clock`, the
 * page's time is Playwright's controlled clock (it runs on by itself, and `page.clock.runFor(ms)`
 * moves it on at once); with `date` (a Date), the page's date and time of day stay at it (its
 * timers run as ever). */
export const opener = (chrome) => async function open(fragment, { viewport = { width: 1280, height: 800 }, base = BASE_URL, init, clock = false, date, context: options = {} } = {}) {
  const context = await chrome.browser.newContext({ viewport, ...options });
  if (clock) await context.clock.install();
  if (date) await context.clock.setFixedTime(date);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  if (init) await page.addInitScript(init);
  await page.goto(new URL(fragment, base).href);
  await page.locator('svg.board [data-car="A"]').waitFor();
  await appStarted(page);
  return { page, context, errors };
};

export const button = (page, name) => page.getByRole('button', { name, exact: true });

/** Waits until the win's animations have ended (the red car's drive out, then the banner's fade
 * in): a screenshot taken sooner shows the banner still transparent. */
export async function bannerShown(page) {
  await page.getByTestId('win').waitFor();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

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

/** The saved record of `grid` (its best, hints, moves …), or null while there is none. */
export async function savedRecord(page, grid) {
  const saved = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) ?? 'null');
  return saved?.puzzles?.[grid] ?? null;
}

/** The moves of the best win saved for `grid` (Fogleman's notation: ['C-1', 'E+3', …]), waited
 * for: the app saves in an effect after the win is drawn (docs/testing.md). */
export async function savedMoves(page, grid) {
  await eventually(async () => typeof (await savedRecord(page, grid))?.moves, 'string', `a win of ${grid} saved`);
  return (await savedRecord(page, grid)).moves.split(',');
}

/** Plays `moves` (Fogleman's notation) with the arrow keys, as a player who knows the way does:
 * each vehicle focused, then one key press a cell along its axis. */
export async function playMoves(page, moves) {
  for (const mv of moves) {
    const [, car, sign, cells] = /^([A-Za-z])([+-])(\d+)$/.exec(mv);
    const before = Number(await page.getByTestId('moves').getAttribute('data-value'));
    const horizontal = await page.evaluate((c) => {
      const e = document.querySelector(`svg.board .vehicle[data-car="${c}"]`);
      e.focus();
      const box = e.getBBox();
      return box.width > box.height;
    }, car);
    const key = horizontal ? (sign === '+' ? 'ArrowRight' : 'ArrowLeft') : sign === '+' ? 'ArrowDown' : 'ArrowUp';
    for (let i = 0; i < Number(cells); i++) await page.keyboard.press(key);
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid=moves]')?.dataset.value) === n, before + 1);
  }
}

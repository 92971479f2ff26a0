// What the cross-engine scenarios share: the puzzles they use and readings of the game's page,
// through the driver's page (driver/index.mjs), the same in every engine.

// Seed card 1 (optimal 9; a cluster of 111 positions):
//   ooBoCC / ooBooo / AABooo / DDDooE / oooooE / oooooE
export const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
// ThinkFun XTL card 40's cluster, the hardest wall-free 6×6 puzzle (51 moves); 13 vehicles.
export const XTL_CARD_40 = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';
// The red car alone on row 2, four cells from the exit.
export const OPEN_ROAD = 'ooooooooooooAAoooooooooooooooooooooo';
// UvA 9×9 #4 (27 moves) and the UvA 12×12 (25, too large to search in the page), from puzzles/large-boards.txt.
export const UVA_9X9_4 = 'CBBBoEooo/CooGoEDDD/oooGoEooI/FFoGoHHHI/JAAKooooI/JoOKoLLLQ/MMOPNNooQ/RoOPToooQ/RSSSTUUVV';
export const UVA_12X12 =
  'DoooooEBBBCC/DooooHEoooJK/FFFGGHPIIoJK/RSoooOPLLMMo/RSNNNOPQQQoo/RSAAUVoooooo/TTTXUVeZoass/WWWXYYeZoabb/ccgdddefffoj/ooghhhmoiiqj/oooooomoopqr/okklllmnnpqr';
export const PROGRESS_KEY = 'rush-hour/progress/v1';

const vehicle = (label) => `svg.board .vehicle[data-car="${label}"]`;

/** A vehicle's top-left cell, [row, column]. */
export async function place(page, label) {
  return page.evaluate((s) => {
    const e = document.querySelector(s);
    return [Number(e.dataset.row), Number(e.dataset.col)];
  }, vehicle(label));
}

/** Every vehicle's top-left cell: { A: '2,0', … }. */
export async function cars(page) {
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('svg.board .vehicle[data-car]')].map((g) => [g.dataset.car, `${g.dataset.row},${g.dataset.col}`])),
  );
}

export async function moves(page) {
  return Number(await page.attr('[data-testid=moves]', 'data-value'));
}

/** The optimal moves left, once the engine has answered. */
export async function toGo(page, { timeout = 60_000 } = {}) {
  const v = await page.waitFor(() => document.querySelector('[data-testid=to-go]')?.dataset.value || null, null, {
    timeout,
    what: 'moves to go',
  });
  return Number(v);
}

/** Waits until the counters read `m` moves and `t` to go. */
export function counts(page, m, t) {
  return page.waitFor(
    ([m, t]) =>
      document.querySelector('[data-testid=moves]')?.dataset.value === String(m) &&
      document.querySelector('[data-testid=to-go]')?.dataset.value === String(t),
    [m, t],
    { what: `${m} moves, ${t} to go` },
  );
}

/** Waits until the counter reads `m` moves. */
export function movesAre(page, m) {
  return page.waitFor((m) => document.querySelector('[data-testid=moves]')?.dataset.value === String(m), m, { what: `${m} moves` });
}

/** CSS pixels per board cell (100 SVG units). */
export function cellPixels(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('svg.board');
    return (svg.getBoundingClientRect().width * 100) / svg.viewBox.baseVal.width;
  });
}

/** Drags a vehicle by (dx, dy) cells, with the mouse or one finger. */
export async function dragVehicle(page, label, dx, dy, { touch = false } = {}) {
  const cell = await cellPixels(page);
  await page.drag(vehicle(label), dx * cell, dy * cell, { touch });
}

/** Focuses a vehicle (as Tab would) for the arrow keys. */
export function focusVehicle(page, label) {
  return page.evaluate((s) => document.querySelector(s).focus(), vehicle(label));
}

/** Plays Hint then Apply until the win message shows (each an Apply: the player's move): with the
 * mouse on the buttons, or `keys: true` by the keyboard, as the hinted vehicle's name says (H for
 * a hint, the focus on the hinted vehicle, Enter to do it: WebKit played a 35-move puzzle so in
 * 3.9 s against 10.5 s by the mouse, docs/benchmarks.md). */
export async function playHintsToTheWin(page, { limit = 60, keys = false } = {}) {
  for (let i = 0; i < limit; i++) {
    const [won, before] = await page.evaluate(() => [
      document.querySelector('[data-testid=win-message]') !== null,
      Number(document.querySelector('[data-testid=moves]')?.dataset.value),
    ]);
    if (won) return;
    if (keys) {
      await page.press('h');
      await page.waitFor(
        () => {
          const hinted = document.querySelector('svg.board .vehicle.hinted');
          hinted?.focus();
          return hinted !== null && document.activeElement === hinted && /Hint: move it/.test(hinted.getAttribute('aria-label'));
        },
        null,
        { what: `the hint for move ${before + 1} on a focused vehicle` },
      );
      await page.press('Enter');
    } else {
      await page.click({ button: 'Hint' });
      await page.click({ button: 'Apply', within: '[data-testid=hint]' });
    }
    await page.waitFor(
      (n) => document.querySelector('[data-testid=moves]')?.dataset.value === String(n + 1) && !document.querySelector('[data-testid=hint]'),
      before,
      { what: `move ${before + 1} applied` },
    );
  }
  await page.waitForSelector('[data-testid=win-message]');
}

/** The moves of the best win saved for `grid` (Fogleman's notation: ['C-1', 'E+3', …]). */
export async function savedMoves(page, grid) {
  // Waited for: the app saves in an effect after the win is drawn (docs/testing.md).
  const moves = await page.waitFor(([k, g]) => JSON.parse(localStorage.getItem(k) ?? 'null')?.puzzles?.[g]?.moves, [PROGRESS_KEY, grid], {
    what: `a win of ${grid} saved`,
  });
  return moves.split(',');
}

/** Plays `moves` (Fogleman's notation) with the arrow keys, as a player who knows the way does:
 * each vehicle focused, then one key press a cell along its axis. */
export async function playMoves(page, list) {
  for (const mv of list) {
    const [, car, sign, cells] = /^([A-Za-z])([+-])(\d+)$/.exec(mv);
    // One call to the page for the counter, the focus and the axis (each call is a round trip to
    // the driver: a day's longest puzzle is some 40 moves, played twice in the daily scenario).
    const [before, horizontal] = await page.evaluate((s) => {
      const e = document.querySelector(s);
      e.focus();
      const box = e.getBBox();
      return [Number(document.querySelector('[data-testid=moves]').dataset.value), box.width > box.height];
    }, vehicle(car));
    const key = horizontal ? (sign === '+' ? 'ArrowRight' : 'ArrowLeft') : sign === '+' ? 'ArrowDown' : 'ArrowUp';
    await page.press(key, Number(cells));
    await movesAre(page, before + 1);
  }
}

/**
 * In the page: where Present's plan list stands: how many moves are wholly inside its visible box,
 * whether the current move (the next one at the start) is, the list's scroll and the page's.
 * (Also read by tests/e2e/a11y.test.mjs.)
 */
export function presentPlanView() {
  const ol = document.querySelector('[data-testid=present-plan]');
  const box = ol.getBoundingClientRect();
  const inside = (li) => {
    const b = li.getBoundingClientRect();
    return b.top >= box.top - 1 && b.bottom <= box.bottom + 1 && b.height > 0;
  };
  const items = [...ol.querySelectorAll('li')];
  const current = ol.querySelector('li.current') ?? ol.querySelector('li.next');
  return {
    total: items.length,
    seen: items.filter(inside).length,
    currentSeen: current ? inside(current) : null,
    listScroll: Math.round(ol.scrollTop),
    pageScroll: document.scrollingElement.scrollTop,
  };
}

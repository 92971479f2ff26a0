// End-to-end tests of playing on the board: dragging with the mouse and with touch, a drag that
// would pass through another vehicle, keyboard play, undo, the hint on the board, the red car
// driving out. Same harness as board.test.mjs (playwright-core with Debian's Chromium, BASE_URL
// set by scripts/test); screenshots go to tests/e2e/screenshots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { appStarted, BASE_URL, eventually, expectNoAxeViolations, SCREENSHOTS, withBrowser } from './harness.mjs';

// Seed card 1 (9 moves):
//   row 0  ooBoCC    C: horizontal car, row 0, columns 4–5
//   row 1  ooBooo    B: vertical truck, column 2, rows 0–2
//   row 2  AABooo    A: the red car, row 2, columns 0–1
//   row 3  DDDooE    D: horizontal truck, row 3, columns 0–2
//   row 4  oooooE    E: vertical truck, column 5, rows 3–5
//   row 5  oooooE
const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
// The red car alone on row 2, four cells from the exit.
const OPEN_ROAD = 'ooooooooooooAAoooooooooooooooooooooo';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 640 };

const chrome = withBrowser();

/** A new page (in its own context) at `fragment`, collecting page errors. */
async function open(fragment, { viewport = DESKTOP, ...options } = {}) {
  const context = await chrome.browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  await page.goto(new URL(`#${fragment}`, BASE_URL).href);
  await page.locator('svg.board [data-car="A"]').waitFor();
  await appStarted(page);
  return { context, page, errors };
}

const car = (page, label) => page.locator(`svg.board .vehicle[data-car="${label}"]`);

async function place(page, label) {
  const c = car(page, label);
  return [Number(await c.getAttribute('data-row')), Number(await c.getAttribute('data-col'))];
}

async function moves(page) {
  return Number(await page.locator('[data-testid=moves]').getAttribute('data-value'));
}

/** The to-go count once the analysis has finished. */
async function toGo(page) {
  const el = page.locator('[data-testid=to-go]');
  await page.waitForFunction(() => document.querySelector('[data-testid=to-go]')?.getAttribute('data-value'), null, {
    timeout: 20_000,
  });
  return Number(await el.getAttribute('data-value'));
}

/** CSS pixels per board cell (100 SVG units). */
async function cellPixels(page) {
  return page.locator('svg.board').evaluate((svg) => (svg.getBoundingClientRect().width * 100) / svg.viewBox.baseVal.width);
}

/** Centre of a vehicle on the page. */
async function centre(page, label) {
  const box = await car(page, label).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Waits until the vehicle's slide transition is over (its box stops moving). */
async function settled(page, label) {
  let last = null;
  for (let i = 0; i < 40; i++) {
    const box = await car(page, label).boundingBox();
    if (last && Math.abs(box.x - last.x) < 0.01 && Math.abs(box.y - last.y) < 0.01) return box;
    last = box;
    await page.waitForTimeout(60);
  }
  return last;
}

/** Drags a vehicle with the mouse by (dx, dy) CSS pixels; `midway` runs before the button is released. */
async function mouseDrag(page, label, dx, dy, midway) {
  const from = await centre(page, label);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 12 });
  if (midway) await midway();
  await page.mouse.up();
}

/** Drags with one finger through the DevTools protocol (touchStart, touchMoves, touchEnd). */
async function touchDrag(context, page, label, dx, dy, midway) {
  const cdp = await context.newCDPSession(page);
  const from = await centre(page, label);
  const touch = (type, x, y) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  await touch('touchStart', from.x, from.y);
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', from.x + (dx * i) / steps, from.y + (dy * i) / steps);
  }
  if (midway) await midway();
  await touch('touchEnd');
  await cdp.detach();
}

test('mouse: drag car C one cell left; it lands on column 3 and the counter says 1 move', async () => {
  const { context, page, errors } = await open(CARD_1);
  assert.deepEqual(await place(page, 'C'), [0, 4]);
  const cell = await cellPixels(page);
  const start = await centre(page, 'C');
  await mouseDrag(page, 'C', -0.8 * cell, 6, async () => {
    // Mid-drag the car is where the pointer is, along its row only, and nothing has moved yet.
    const now = await centre(page, 'C');
    assert.ok(Math.abs(now.x - (start.x - 0.8 * cell)) < 2, `C follows the pointer: ${now.x} vs ${start.x - 0.8 * cell}`);
    assert.ok(Math.abs(now.y - start.y) < 0.5, 'C stays on its row');
    assert.equal(await moves(page), 0);
    await page.screenshot({ path: join(SCREENSHOTS, 'drag-mid-1280x800.png') });
  });
  await page.locator('[data-testid=moves][data-value="1"]').waitFor();
  assert.deepEqual(await place(page, 'C'), [0, 3]);
  // It snaps to the cell: column 3's centre is one cell left of where it started.
  const box = await settled(page, 'C');
  assert.ok(Math.abs(box.x + box.width / 2 - (start.x - cell)) < 1.5, 'C snapped onto columns 3–4');
  // A drop back where it started is not a move.
  await mouseDrag(page, 'C', 0.3 * cell, 0);
  await page.waitForTimeout(100);
  assert.deepEqual(await place(page, 'C'), [0, 3]);
  assert.equal(await moves(page), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('touch: drag truck E two cells up on a phone; the page does not scroll', async () => {
  const { context, page, errors } = await open(CARD_1, { viewport: PHONE, hasTouch: true, isMobile: true });
  assert.deepEqual(await place(page, 'E'), [3, 5]);
  const cell = await cellPixels(page);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await touchDrag(context, page, 'E', 0, -2.1 * cell, async () => {
    await page.screenshot({ path: join(SCREENSHOTS, 'drag-mid-360x640.png') });
  });
  await page.locator('[data-testid=moves][data-value="1"]').waitFor();
  assert.deepEqual(await place(page, 'E'), [1, 5]);
  assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'the drag did not scroll the page');
  assert.equal(
    await page.locator('svg.board').evaluate((svg) => getComputedStyle(svg).touchAction),
    'none',
    'touch-action: none on the board',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('a drag of A to the right through truck B stops at B: no move', async () => {
  const { context, page, errors } = await open(CARD_1);
  const cell = await cellPixels(page);
  await mouseDrag(page, 'A', 3 * cell, 0, async () => {
    // A is clamped against B: its right edge never passes B's left edge.
    const [a, b] = [await car(page, 'A').boundingBox(), await car(page, 'B').boundingBox()];
    assert.ok(a.x + a.width <= b.x + 0.5, `A ends at ${a.x + a.width}, B starts at ${b.x}`);
  });
  await page.waitForTimeout(100);
  assert.deepEqual(await place(page, 'A'), [2, 0]);
  assert.equal(await moves(page), 0);
  // And a vertical drag of a horizontal car does nothing either.
  await mouseDrag(page, 'C', 0, 2 * cell);
  await page.waitForTimeout(100);
  assert.deepEqual(await place(page, 'C'), [0, 4]);
  assert.equal(await moves(page), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard: vehicles are focusable buttons named by label, colour, orientation and place', async () => {
  const { context, page, errors } = await open(CARD_1);
  const a = car(page, 'A');
  assert.equal(await a.getAttribute('tabindex'), '0');
  assert.equal(await a.getAttribute('role'), 'button');
  assert.equal(await a.getAttribute('aria-label'), 'Red car A, horizontal, row 3, columns 1–2');
  assert.equal(await car(page, 'E').getAttribute('aria-label'), 'Purple truck E, vertical, column 6, rows 4–6');
  // Tab goes from vehicle to vehicle; an arrow key across a vehicle's axis picks its neighbour.
  await a.focus();
  await page.keyboard.press('Tab');
  await eventually(() => page.evaluate(() => document.activeElement.dataset.car), 'B');
  await a.focus();
  await page.keyboard.press('ArrowDown');
  await eventually(() => page.evaluate(() => document.activeElement.dataset.car), 'D');
  assert.equal(await moves(page), 0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('keyboard: E ArrowUp twice is one move, E at row 1; U and the Undo button take it back', async () => {
  const { context, page, errors } = await open(CARD_1);
  const e = car(page, 'E');
  await e.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.locator('svg.board [data-car="E"][data-row="1"]').waitFor();
  assert.equal(await moves(page), 1, 'two presses on one vehicle are one move');
  await eventually(() => page.evaluate(() => document.activeElement?.dataset.car), 'E', 'E keeps the focus');
  assert.match(await page.locator('[data-testid=announce]').innerText(), /E/);
  // Blocked by C: a third press does nothing.
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(50);
  assert.deepEqual(await place(page, 'E'), [1, 5]);
  await page.keyboard.press('u');
  await page.locator('svg.board [data-car="E"][data-row="3"]').waitFor();
  assert.equal(await moves(page), 0);
  // Again, then the Undo button.
  await e.focus();
  await page.keyboard.press('ArrowUp');
  await page.locator('[data-testid=moves][data-value="1"]').waitFor();
  assert.deepEqual(await place(page, 'E'), [2, 5]);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.locator('[data-testid=moves][data-value="0"]').waitFor();
  assert.deepEqual(await place(page, 'E'), [3, 5]);
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [viewport, name] of [
  [DESKTOP, '1280x800'],
  [PHONE, '360x640'],
]) {
  test(`hint at ${name}: the hinted vehicle is ringed with a ghost and an arrow; a click applies it`, async () => {
    const { context, page, errors } = await open(CARD_1, { viewport });
    const before = await toGo(page);
    assert.equal(before, 9);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const hinted = page.locator('svg.board .vehicle.hinted');
    await hinted.waitFor();
    assert.equal(await hinted.count(), 1);
    const label = await hinted.getAttribute('data-car');
    assert.match(await hinted.getAttribute('aria-label'), /Hint: move it (left|right|up|down) \d cells?/);
    assert.equal(await page.locator('svg.board .hint-ghost').count(), 1);
    assert.equal(await page.locator('svg.board .hint-arrow').count(), 1);
    // The ghost sits on the target cells, off the vehicle's own place.
    const ghost = page.locator('svg.board .hint-ghost');
    assert.equal(await ghost.getAttribute('data-car'), label);
    assert.notDeepEqual(
      [await ghost.getAttribute('data-row'), await ghost.getAttribute('data-col')],
      (await place(page, label)).map(String),
    );
    const target = [Number(await ghost.getAttribute('data-row')), Number(await ghost.getAttribute('data-col'))];
    await page.screenshot({ path: join(SCREENSHOTS, `hint-${name}.png`) });
    await hinted.click();
    await page.locator('[data-testid=moves][data-value="1"]').waitFor();
    assert.equal(await toGo(page), before - 1);
    assert.deepEqual(await place(page, label), target);
    assert.equal(await page.locator('svg.board .vehicle.hinted').count(), 0, 'the hint is gone after the move');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// Moving content that starts by itself and goes on past 5 s must be stoppable (WCAG 2.2.2), and a
// board repainted every frame for as long as a hint is shown kept a core busy in each engine.
test('hint: the ring marches for under 5 s, then stays still around the vehicle', async () => {
  const { context, page, errors } = await open(CARD_1);
  await toGo(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const ring = page.locator('svg.board .vehicle.hinted .ring');
  await ring.waitFor();
  const march = await ring.evaluate((r) =>
    r.getAnimations().map((a) => ({ name: a.animationName, state: a.playState, end: a.effect.getComputedTiming().endTime })),
  );
  assert.equal(march.length, 1, `the ring's animations: ${JSON.stringify(march)}`);
  assert.equal(march[0].state, 'running');
  assert.ok(march[0].end <= 5000, `the ring's march ends ${march[0].end} ms after it starts, not within 5 s`);
  await ring.evaluate((r) => Promise.all(r.getAnimations().map((a) => a.finished)));
  assert.deepEqual(await page.evaluate(() => document.getAnimations().map((a) => a.animationName ?? a.transitionProperty)), []);
  assert.equal(await ring.evaluate((r) => getComputedStyle(r).visibility), 'visible', 'the ring stays after its march');
  assert.equal(await page.locator('svg.board .vehicle.hinted').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('hint: a click on the ghost applies it too', async () => {
  const { context, page, errors } = await open(CARD_1);
  await toGo(page);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const ghost = page.locator('svg.board .hint-ghost');
  await ghost.waitFor();
  const label = await ghost.getAttribute('data-car');
  const target = [Number(await ghost.getAttribute('data-row')), Number(await ghost.getAttribute('data-col'))];
  // Click a part of the ghost outside the vehicle: its far end.
  const [gbox, vbox] = [await ghost.boundingBox(), await car(page, label).boundingBox()];
  const x = gbox.x + gbox.width / 2 + Math.sign(gbox.x - vbox.x) * (gbox.width / 2 - 8);
  const y = gbox.y + gbox.height / 2 + Math.sign(gbox.y - vbox.y) * (gbox.height / 2 - 8);
  await page.mouse.click(x, y);
  await page.locator('[data-testid=moves][data-value="1"]').waitFor();
  assert.deepEqual(await place(page, label), target);
  assert.deepEqual(errors, []);
  await context.close();
});

test('playback: the vehicle of the move just played is ringed, and moves slide (CSS transition)', async () => {
  const { context, page, errors } = await open(CARD_1);
  await toGo(page);
  assert.equal(await car(page, 'C').evaluate((c) => getComputedStyle(c).transitionDuration), '0.2s');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  // The plan from seed card 1 starts C←1 E↑3: C is ringed after the first tick, then E.
  await page.locator('svg.board .vehicle.played[data-car="C"]').waitFor();
  assert.equal(await page.locator('svg.board .vehicle.played').count(), 1);
  assert.deepEqual(await place(page, 'C'), [0, 3]);
  await page.locator('svg.board .vehicle.played[data-car="E"]').waitFor();
  await page.waitForTimeout(80);
  await page.screenshot({ path: join(SCREENSHOTS, 'playback-1280x800.png') });
  assert.equal(await page.locator('svg.board .vehicle.played').count(), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('win: the red car drives out through the exit (and stays put with reduced motion)', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const { context, page, errors } = await open(OPEN_ROAD, { reducedMotion });
    const cell = await cellPixels(page);
    const board = await page.locator('svg.board').boundingBox();
    await mouseDrag(page, 'A', 4.2 * cell, 0);
    await page.locator('svg.board .vehicle.red.won').waitFor();
    assert.deepEqual(await place(page, 'A'), [2, 4]);
    const drive = page.locator('svg.board .vehicle.red .drive');
    if (reducedMotion === 'reduce') {
      assert.equal(await drive.evaluate((d) => getComputedStyle(d).animationName), 'none');
      const box = await car(page, 'A').boundingBox();
      assert.ok(box.x + box.width <= board.x + board.width, 'the car stays on the board');
      await page.locator('.win').waitFor();
      await expectNoAxeViolations(page, 'the game page after a win');
    } else {
      await page.waitForTimeout(250);
      await page.screenshot({ path: join(SCREENSHOTS, 'win-drive-out-1280x800.png') });
      // After the animation the car is past the board's right edge.
      await page.waitForFunction(() => {
        const d = document.querySelector('svg.board .vehicle.red .drive');
        return d.getAnimations().every((a) => a.playState === 'finished');
      });
      const box = await drive.boundingBox();
      assert.ok(box.x > board.x + board.width - 70, `the car left the board: x ${box.x}, board ends ${board.x + board.width}`);
      // Undo brings it back.
      await page.keyboard.press('u');
      await page.locator('[data-testid=moves][data-value="0"]').waitFor();
      assert.equal(await page.locator('svg.board .vehicle.red.won').count(), 0);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

// End-to-end tests of tap to move: a tap on a vehicle chooses it (ringed, the cells of its line
// marked where it can go), a tap on a cell of its line slides it there or as far as it can, a tap
// elsewhere or on it again lets it go; with touch on a phone and with the mouse on a desktop.
// Same harness as play.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, openGame, withBrowser } from './harness.mjs';

// Seed card 1: C a car on row 0 (columns 4–5), B a truck in column 2 (rows 0–2), A the red car
// on row 2 (columns 0–1), E a truck in column 5 (rows 3–5).
const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
// The red car on row 2 (columns 0–1), one free cell, then truck B in column 3, then two free.
const PAST_B = 'ooooooooooooAAoBoooooBoooooooooooooo';

const chrome = withBrowser();

const open = (viewport, touch) =>
  openGame(chrome, CARD_1, { viewport, hasTouch: touch, isMobile: touch, ready: '[data-testid=to-go][data-value="9"]' });

const car = (page, label) => page.locator(`svg.board .vehicle[data-car="${label}"]`);
const moves = async (page) => Number(await page.locator('[data-testid=moves]').getAttribute('data-value'));

/** Taps (touch) or clicks (mouse) the middle of `locator`, or a point of it (`dx`, `dy` px). */
async function tap(page, touch, locator, dx, dy) {
  const box = await locator.boundingBox();
  const x = box.x + (dx ?? box.width / 2);
  const y = box.y + (dy ?? box.height / 2);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Waits for the board's vehicles to finish sliding (a tap lands where the player sees them). */
async function settled(page) {
  await page.waitForFunction(() => document.querySelectorAll('svg.board .vehicle').length > 0 && document.getAnimations().every((a) => a.playState !== 'running'));
}

const cell = (page, row, col) => page.locator(`svg.board .tap-cell[data-row="${row}"][data-col="${col}"]`);

/** The tap line's cells as "row,col" with a dot where the tapped vehicle can go. */
async function line(page) {
  return page.locator('svg.board .tap-cell').evaluateAll((cells) =>
    cells.map((c) => `${c.dataset.row},${c.dataset.col}${c.classList.contains('reach') ? '•' : ''}`),
  );
}

for (const [viewport, name, touch] of [
  [{ width: 390, height: 844 }, '390x844-touch', true],
  [{ width: 1280, height: 800 }, '1280x800-mouse', false],
]) {
  test(`tap to move at ${name}: choose, see where it goes, tap a cell; blocked, elsewhere and again`, async () => {
    const { context, page, errors } = await open(viewport, touch);
    // C: its row's other cells are targets, the one it can reach (column 3) dotted.
    await tap(page, touch, car(page, 'C'));
    await page.locator('svg.board .vehicle.tapped[data-car="C"]').waitFor();
    assert.deepEqual(await line(page), ['0,0', '0,1', '0,2', '0,3•']);
    await page.screenshot({ path: join(SCREENSHOTS, `tap-${name}.png`) });
    await tap(page, touch, cell(page, 0, 3));
    await page.locator('svg.board .vehicle[data-car="C"][data-col="3"]').waitFor();
    await settled(page);
    assert.equal(await moves(page), 1);
    assert.equal(await page.locator('svg.board .vehicle.tapped').count(), 0, 'a move lets the vehicle go');
    // E up to the top row: a tap on the far cell covers it.
    await tap(page, touch, car(page, 'E'));
    assert.deepEqual(await line(page), ['0,5•', '1,5•', '2,5•']);
    await tap(page, touch, cell(page, 0, 5));
    await page.locator('svg.board .vehicle[data-car="E"][data-row="0"]').waitFor();
    await settled(page);
    assert.equal(await moves(page), 2);
    // A, blocked by B: no dot; a tap on its line moves nothing.
    await tap(page, touch, car(page, 'A'));
    assert.deepEqual(await line(page), ['2,2', '2,3', '2,4', '2,5']);
    await tap(page, touch, cell(page, 2, 4));
    assert.equal(await moves(page), 2);
    assert.deepEqual(await car(page, 'A').getAttribute('data-col'), '0');
    // A tap on the board off its line lets it go; so does a second tap on it.
    const board = page.locator('svg.board');
    await tap(page, touch, board, 8, 8);
    assert.equal(await page.locator('svg.board .vehicle.tapped').count(), 0);
    await tap(page, touch, car(page, 'B'));
    await page.locator('svg.board .vehicle.tapped[data-car="B"]').waitFor();
    await tap(page, touch, car(page, 'B'));
    assert.equal(await page.locator('svg.board .vehicle.tapped').count(), 0);
    // A towards a free cell past B: as far as it can, one cell.
    await page.goto(new URL(`#${PAST_B}`, BASE_URL).href);
    await page.locator('[data-testid=moves][data-value="0"]').waitFor();
    await tap(page, touch, car(page, 'A'));
    assert.deepEqual(await line(page), ['2,2•', '2,3', '2,4', '2,5']);
    await tap(page, touch, cell(page, 2, 5));
    await page.locator('svg.board .vehicle[data-car="A"][data-col="1"]').waitFor();
    assert.equal(await moves(page), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

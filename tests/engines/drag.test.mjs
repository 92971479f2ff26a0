// Dragging vehicles with the mouse and with one finger (pointer events), and a drag that would
// pass through another vehicle.
import assert from 'node:assert/strict';
import { ENGINE, PHONE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, dragVehicle, moves, movesAre, place } from './game.mjs';

const browser = useBrowser();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test(`${ENGINE}: mouse: car C dragged one cell left lands on column 3, one move`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.deepEqual(await place(page, 'C'), [0, 4]);
  await dragVehicle(page, 'C', -0.8, 0.05);
  await movesAre(page, 1);
  assert.deepEqual(await place(page, 'C'), [0, 3]);
  // A drop back where it started is not a move.
  await dragVehicle(page, 'C', 0.3, 0);
  await sleep(150);
  assert.deepEqual(await place(page, 'C'), [0, 3]);
  assert.equal(await moves(page), 1);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: touch: truck E dragged two cells up on a phone, and the page does not scroll`, async () => {
  const page = await browser.open(`#${CARD_1}`, { viewport: PHONE });
  assert.deepEqual(await place(page, 'E'), [3, 5]);
  await page.box('svg.board [data-car="E"]');
  const scroll = await page.evaluate(() => scrollY);
  await dragVehicle(page, 'E', 0, -2.1, { touch: true });
  await movesAre(page, 1);
  assert.deepEqual(await place(page, 'E'), [1, 5]);
  assert.equal(await page.evaluate(() => scrollY), scroll, 'the drag did not scroll the page');
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('svg.board')).touchAction), 'none');
  await page.screenshot(`touch-drag-${page.viewport.width}x${page.viewport.height}`);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: a drag of A through truck B stops at B (no move); a car does not move across its axis`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await dragVehicle(page, 'A', 3, 0);
  await sleep(150);
  assert.deepEqual(await place(page, 'A'), [2, 0]);
  await dragVehicle(page, 'C', 0, 2);
  await sleep(150);
  assert.deepEqual(await place(page, 'C'), [0, 4]);
  assert.equal(await moves(page), 0);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

// Playing with the keyboard: Tab between vehicles, arrows move the focused one, U and Undo; a
// move typed into the field (T), announced, and the board described (D).
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, focusVehicle, moves, movesAre, place, toGo } from './game.mjs';

const browser = useBrowser();
const focused = (page) => page.evaluate(() => document.activeElement?.dataset?.car ?? null);

test(`${ENGINE}: keys: Tab to the next vehicle; E ArrowUp twice is one move; U and Undo take it back`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await focusVehicle(page, 'A');
  await page.press('Tab');
  await page.waitForValue(() => document.activeElement?.dataset?.car ?? null, null, 'B', { what: 'the focused vehicle after Tab' });
  await focusVehicle(page, 'E');
  await page.press('ArrowUp');
  await page.press('ArrowUp');
  await page.waitForSelector('svg.board [data-car="E"][data-row="1"]');
  assert.equal(await moves(page), 1, 'two presses on one vehicle are one move');
  assert.equal(await focused(page), 'E', 'E keeps the focus');
  await page.press('u');
  await page.waitForSelector('svg.board [data-car="E"][data-row="3"]');
  await movesAre(page, 0);
  await focusVehicle(page, 'E');
  await page.press('ArrowUp');
  await movesAre(page, 1);
  await page.click({ button: 'Undo' });
  await movesAre(page, 0);
  assert.deepEqual(await place(page, 'E'), [3, 5]);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: keys: T goes to the move field, "cl1" Enter moves C left 1 and says so; the grid's cell and D's text follow`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await toGo(page);
  await page.press('t');
  await page.waitForValue(() => document.activeElement?.dataset?.testid ?? null, null, 'typed-move', { what: 'the focus after T' });
  for (const key of ['c', 'l', '1', 'Enter']) await page.press(key);
  await movesAre(page, 1);
  assert.deepEqual(await place(page, 'C'), [0, 3]);
  await page.waitFor(() => document.querySelector('[data-testid=announce]')?.textContent === 'C←1: vehicle C at row 1, column 4. 8 to go', null, {
    what: 'the typed move announced',
  });
  assert.equal(await page.attr('[role=gridcell][data-row="0"][data-col="3"]', 'aria-label'), 'C, amber car');
  assert.equal(await page.attr('[role=gridcell][data-row="2"][data-col="5"]', 'aria-label'), 'empty, exit to the east');
  // D, from the board: the position in text, one row a line.
  await focusVehicle(page, 'A');
  await page.press('d');
  await page.waitForSelector('[data-testid=board-text] li');
  assert.equal(await page.text('[data-testid=board-text] li'), 'row 1: · · B C C ·');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

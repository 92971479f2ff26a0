// Playing with the keyboard: Tab between vehicles, arrows move the focused one, U and Undo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, useBrowser } from './driver/index.mjs';
import { CARD_1, focusVehicle, moves, movesAre, place } from './game.mjs';

const browser = useBrowser();
const focused = (page) => page.evaluate(() => document.activeElement?.dataset?.car ?? null);

test(`${ENGINE}: keys: Tab to the next vehicle; E ArrowUp twice is one move; U and Undo take it back`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await focusVehicle(page, 'A');
  await page.press('Tab');
  assert.equal(await focused(page), 'B');
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

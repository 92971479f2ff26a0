// A link is a puzzle: a good link, a bad one (an alert naming the fault, the default board kept
// and playable), and a new link typed into the address bar of an open game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, useBrowser } from './driver/index.mjs';
import { CARD_1, CARD_40, cars, focusVehicle, moves, movesAre, place, toGo } from './game.mjs';

const browser = useBrowser();

test(`${ENGINE}: a bad link shows an alert and the default board, which plays`, async () => {
  const page = await browser.open('#ooo');
  await page.waitForSelector('[role=alert]');
  assert.match(await page.text('[role=alert]'), /could not be read/);
  assert.equal(Object.keys(await cars(page)).length, 5, "seed card 1's five vehicles");
  assert.equal((await cars(page)).A, '2,0');
  assert.equal(await toGo(page), 9);
  await focusVehicle(page, 'E');
  await page.press('ArrowUp');
  await movesAre(page, 1);
  assert.deepEqual(await place(page, 'E'), [2, 5]);
  await page.screenshot('bad-link-1280x800');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: a new link in an open game loads its puzzle, and the page's history goes back`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await page.goto(new URL(`#${CARD_40}`, await page.url()).href);
  await page.waitFor(() => document.querySelectorAll('svg.board .vehicle').length === 13, null, { what: '13 vehicles' });
  assert.equal(await toGo(page), 51);
  assert.equal(await moves(page), 0);
  await page.evaluate(() => history.back());
  await page.waitFor(() => document.querySelectorAll('svg.board .vehicle').length === 5, null, { what: 'back to seed card 1' });
  assert.equal(new URL(await page.url()).hash, `#${CARD_1}`);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

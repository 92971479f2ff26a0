// A link is a puzzle: a good link, a bad one (an alert naming the fault, the default board kept
// and playable), and a new link typed into the address bar of an open game.
import assert from 'node:assert/strict';
import { ENGINE, PHONE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, XTL_CARD_40, cars, focusVehicle, moves, movesAre, place, toGo } from './game.mjs';

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
  await page.goto(new URL(`#${XTL_CARD_40}`, await page.url()).href);
  await page.waitFor(() => document.querySelectorAll('svg.board .vehicle').length === 13, null, { what: '13 vehicles' });
  assert.equal(await toGo(page), 51);
  assert.equal(await moves(page), 0);
  await page.evaluate(() => history.back());
  await page.waitFor(() => document.querySelectorAll('svg.board .vehicle').length === 5, null, { what: 'back to seed card 1' });
  assert.equal(new URL(await page.url()).hash, `#${CARD_1}`);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

const alertText = (page) => page.evaluate(() => document.querySelector('[role=alert]')?.innerText ?? null);
const hashIs = (page, hash) => page.waitFor((h) => location.hash === h, hash, { what: `the address ${hash.slice(0, 20)}…` });
/** A new fragment typed into the address bar of the open page (one `hashchange`). */
const typeLink = async (page, fragment) => page.goto(new URL(`#${fragment}`, await page.url()).href);

test(`${ENGINE}: a bad link, then the puzzle's own link: the alert goes and the game stays`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await focusVehicle(page, 'E');
  await page.press('ArrowUp');
  await movesAre(page, 1);
  await typeLink(page, 'ooo');
  await page.waitForSelector('[role=alert]');
  const alert = await alertText(page);
  assert.match(alert, /The puzzle in the link could not be read: 3 cells do not make a square board/);
  assert.match(alert, /The current game is unchanged\./);
  await hashIs(page, `#${CARD_1}`);
  // The very same link followed again: Chromium and WebKit fire popstate, and the alert goes;
  // Firefox fires no event at all for it.
  if (ENGINE !== 'firefox') {
    await page.evaluate(() => {
      location.href = location.href;
    });
    await page.waitFor(() => !document.querySelector('[role=alert]'), null, { what: 'the alert gone after the same link' });
    assert.equal(await moves(page), 1);
    await typeLink(page, 'ooo');
    await page.waitForSelector('[role=alert]');
    await hashIs(page, `#${CARD_1}`);
  }
  // The same puzzle's link, its exit written in lower case: the alert goes, the move stays, and
  // the address is the puzzle's link as the page writes it.
  await typeLink(page, `${CARD_1}:e`);
  await page.waitFor(() => !document.querySelector('[role=alert]'), null, { what: 'the alert gone' });
  await hashIs(page, `#${CARD_1}`);
  assert.equal(await moves(page), 1);
  // A bare "#": the puzzle's link comes back.
  await page.evaluate(() => {
    location.hash = '';
  });
  await hashIs(page, `#${CARD_1}`);
  assert.equal(await moves(page), 1);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: the default puzzle is shown "instead" only for the page's first link (on a phone)`, async () => {
  const page = await browser.open('#ooo', { viewport: PHONE });
  await page.waitForSelector('[role=alert]');
  assert.match(await alertText(page), /Showing the default puzzle instead\./);
  await hashIs(page, `#${CARD_1}`);
  // Another bad link on that untouched board: nothing is shown instead, the board stays.
  await typeLink(page, 'AAx');
  await page.waitFor(() => /The current game is unchanged/.test(document.querySelector('[role=alert]')?.innerText ?? ''), null, {
    what: 'the second alert',
  });
  assert.doesNotMatch(await alertText(page), /default puzzle/);
  await page.screenshot(`second-bad-link-${page.viewport.width}x${page.viewport.height}`);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: exits in either case and with spaces; an unknown or missing exit quoted`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  // A space after the ':' (the address bar encodes it): XTL card 40, its address written plainly.
  await typeLink(page, `${XTL_CARD_40}:%20E`);
  await page.waitFor(() => document.querySelectorAll('svg.board .vehicle').length === 13, null, { what: '13 vehicles' });
  await hashIs(page, `#${XTL_CARD_40}`);
  assert.equal(await alertText(page), null);
  // A west exit in lower case, spaces around the ':': the same exit, written upper-case.
  const west = 'ooooooooooooooAAoooooooooooooooooooo';
  await typeLink(page, `${west}%20:%20w`);
  await page.waitFor(() => document.querySelectorAll('svg.board .vehicle').length === 1, null, { what: 'the red car alone' });
  await hashIs(page, `#${west}:W`);
  // No exit after the ':', and an unknown one: each quoted, the board kept.
  await typeLink(page, `${CARD_1}:%20`);
  await page.waitForSelector('[role=alert]');
  assert.match(await alertText(page), /no exit after the ':' at position 37; give E, W, N or S \(or leave out the ':'\)/);
  await typeLink(page, `${CARD_1}:%20Q`);
  await page.waitFor(() => (document.querySelector('[role=alert]')?.innerText ?? '').includes('unknown exit "Q"'), null, { what: 'the unknown exit' });
  assert.match(await alertText(page), /unknown exit "Q" after the ':' at position 37; use E, W, N or S/);
  await page.screenshot('unknown-exit-1280x800');
  assert.equal(await page.count('svg.board .vehicle'), 1);
  await hashIs(page, `#${west}:W`);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

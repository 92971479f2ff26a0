// End-to-end tests of links typed into the address bar of an open game: a new puzzle's link loads
// it and Back goes to the one before; an exit written in either case and with spaces is read, a
// missing or unknown one is quoted and the board kept. (A bad link at the start and mid-game:
// board.test.mjs, faults.test.mjs, panels.test.mjs.) Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/links.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from './harness.mjs';
import { CARD_1, XTL_CARD_40, moves, opener, toGo } from './panels-helpers.mjs';

const open = opener(withBrowser());

/** A new fragment typed into the address bar of the open page (a `hashchange`, no load). */
async function typeLink(page, fragment) {
  await page.goto(new URL(`#${fragment}`, page.url()).href);
}

const vehiclesAre = (page, n) => page.waitForFunction((n) => document.querySelectorAll('svg.board [data-car]').length === n, n);
const hashIs = (page, hash) => page.waitForFunction((h) => location.hash === h, hash);
const alertText = (page) => page.evaluate(() => document.querySelector('[role=alert]')?.innerText ?? null);

test('a new link typed into an open game loads its puzzle, and Back goes to the one before', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await typeLink(page, XTL_CARD_40);
  await vehiclesAre(page, 13);
  assert.equal(await toGo(page), 51);
  assert.equal(await moves(page), 0);
  await page.goBack();
  await vehiclesAre(page, 5);
  assert.equal(new URL(page.url()).hash, `#${CARD_1}`);
  assert.deepEqual(errors, []);
  await context.close();
});

test('exits in either case and with spaces are read; a missing or unknown exit is quoted and the board kept', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`);
  // A space after the ':' (the address bar encodes it): XTL card 40, its link written plainly.
  await typeLink(page, `${XTL_CARD_40}:%20E`);
  await vehiclesAre(page, 13);
  await hashIs(page, `#${XTL_CARD_40}`);
  assert.equal(await alertText(page), null, 'an alert for an exit with a space');
  // A west exit in lower case, spaces around the ':': the same exit, written upper-case.
  const west = 'ooooooooooooooAAoooooooooooooooooooo';
  await typeLink(page, `${west}%20:%20w`);
  await vehiclesAre(page, 1);
  await hashIs(page, `#${west}:W`);
  // No exit after the ':', then an unknown one: each quoted, the board kept.
  await typeLink(page, `${CARD_1}:%20`);
  await page.getByRole('alert').waitFor();
  assert.match(await alertText(page), /no exit after the ':' at position 37; give E, W, N or S \(or leave out the ':'\)/);
  await typeLink(page, `${CARD_1}:%20Q`);
  await page.getByRole('alert').filter({ hasText: 'unknown exit "Q"' }).waitFor();
  assert.match(await alertText(page), /unknown exit "Q" after the ':' at position 37; use E, W, N or S/);
  assert.equal(await page.locator('svg.board [data-car]').count(), 1, 'the red car alone, still');
  await hashIs(page, `#${west}:W`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the tools page's address says the page on show, so a reload opens it again; a handed-over game is not replayed", async () => {
  // Opened from the game's page with a move handed over: the address keeps the mode, not the move.
  const { page, context, errors } = await open(`#${CARD_1}`);
  await page.goto(new URL(`tools/?mode=edit&moves=E-1#${CARD_1}`, page.url()).href);
  const on = (mode) => page.locator(`main.app.mode-${mode}:not([aria-busy])`).waitFor();
  const address = () => {
    const url = new URL(page.url());
    return `${url.search}${url.hash}`;
  };
  await on('edit');
  assert.equal(address(), `?mode=edit#${CARD_1}`);
  for (const [name, mode] of [['Classroom', 'classroom'], ['Present', 'present'], ['Play', 'play']]) {
    await page.getByRole('button', { name, exact: true }).first().click();
    await on(mode);
    const query = mode === 'play' ? '' : `?mode=${mode}`;
    await page.waitForFunction((q) => location.search === q, query);
    assert.equal(address(), `${query}#${CARD_1}`);
    await page.reload();
    await on(mode);
    assert.equal(address(), `${query}#${CARD_1}`, `${name} after a reload`);
  }
  // The handed-over move came with the page once: a reload kept the game (the tab's storage), not
  // a second copy of the move.
  assert.equal(await moves(page), 1);
  assert.deepEqual(errors, []);
  await context.close();
});

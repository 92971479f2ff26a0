// End-to-end tests of where the player's eye is (issue 35): a new puzzle, wherever it was picked
// (the library, the daily puzzle, the paste box, a link), brings the counter, Undo and Hint back
// into view on a desktop (the side panel scrolls back to its top) and the board on a phone,
// leaving the keyboard's focus where it was; the win banner leaves the won board in full view at
// 1280×800 and on a phone. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/in-view.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENSHOTS, withBrowser } from './harness.mjs';
import { CARD_1, XTL_CARD_40, button, opener, toGo } from './panels-helpers.mjs';

const open = opener(withBrowser());
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// UvA's 9×9 #4 (27 moves): a board too large to analyse in full, pasted at the panel's bottom.
const NINE_4 = 'CBBBoEooo/CooGoEDDD/oooGoEooI/FFoGoHHHI/JAAKooooI/JoOKoLLLQ/MMOPNNooQ/RoOPToooQ/RSSSTUUVV';

/** How far the side panel is scrolled, and whether the counter, Undo and Hint are in its view. */
function gameInView(page) {
  return page.evaluate(() => {
    const side = document.querySelector('.side').getBoundingClientRect();
    const shown = (el) => {
      const b = el.getBoundingClientRect();
      return b.height > 0 && b.top >= Math.max(side.top, 0) - 1 && b.bottom <= Math.min(side.bottom, innerHeight) + 1;
    };
    const named = (name) => [...document.querySelectorAll('.controls button')].find((b) => b.textContent.trim() === name);
    return {
      scrollTop: document.querySelector('.side').scrollTop,
      counter: shown(document.querySelector('[data-testid=moves]')),
      undo: shown(named('Undo')),
      hint: shown(named('Hint')),
    };
  });
}

/** Scrolls the side panel so that `target` is at its bottom; returns how far it scrolled. */
async function scrollSideTo(target) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  return target.page().evaluate(() => document.querySelector('.side').scrollTop);
}

/** Waits (5 s at most) for the side panel to be back at its top. */
const sideAtTop = (page) => page.waitForFunction(() => document.querySelector('.side').scrollTop === 0, null, { timeout: 5_000 });

const IN_VIEW = { scrollTop: 0, counter: true, undo: true, hint: true };

test('on a desktop a new puzzle brings the counter, Undo and Hint back into view, wherever it was picked', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { viewport: DESKTOP });
  await toGo(page);
  assert.deepEqual(await gameInView(page), IN_VIEW, 'as the page opens');

  // The library: a record, picked with the keyboard far down the panel. Focus stays on it.
  const record = page.locator('button.entry', { hasText: 'Hardest puzzle' });
  assert.ok((await scrollSideTo(record)) > 0, 'the panel was scrolled to the record');
  await record.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=puzzle-name]')?.textContent === 'Hardest puzzle');
  await sideAtTop(page);
  assert.deepEqual(await gameInView(page), IN_VIEW, 'after a library puzzle');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), await record.textContent(), 'focus stays where it was');

  // The daily puzzle, near the top of the panels (daily.test.mjs: the first screen leads to it).
  const daily = page.getByTestId('daily-play');
  await scrollSideTo(daily);
  await daily.click();
  await page.waitForFunction(() => /Daily puzzle/.test(document.querySelector('[data-testid=puzzle-name]')?.textContent));
  await sideAtTop(page);
  assert.deepEqual(await gameInView(page), IN_VIEW, 'after the daily puzzle');

  // A 9×9 pasted at the bottom of the panel.
  const paste = page.getByTestId('paste');
  assert.ok((await scrollSideTo(paste)) > 0);
  await paste.fill(NINE_4);
  await button(page, 'Load').click();
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-car]').length === 22);
  await sideAtTop(page);
  assert.deepEqual(await gameInView(page), IN_VIEW, 'after a pasted 9×9');
  await page.screenshot({ path: join(SCREENSHOTS, 'in-view-pasted-9x9-1280.png') });

  // A link opened on the page (the address edited, Back or Forward).
  assert.ok((await scrollSideTo(page.getByTestId('paste'))) > 0);
  await page.evaluate((grid) => { location.hash = grid; }, XTL_CARD_40);
  await page.waitForFunction(() => document.querySelectorAll('svg.board [data-car]').length === 13);
  await sideAtTop(page);
  assert.deepEqual(await gameInView(page), IN_VIEW, 'after a link');
  assert.deepEqual(errors, []);
  await context.close();
});

test('on a phone a puzzle picked below the board brings the board back into view', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { viewport: PHONE });
  await toGo(page);
  const record = page.locator('button.entry', { hasText: 'Hardest puzzle' });
  await record.scrollIntoViewIfNeeded();
  assert.ok((await page.evaluate(() => scrollY)) > 0);
  await record.click();
  await page.waitForFunction(() => document.querySelector('[data-testid=puzzle-name]')?.textContent === 'Hardest puzzle');
  await page.waitForFunction(() => document.querySelector('svg.board').getBoundingClientRect().top >= 0);
  const board = await page.locator('svg.board').boundingBox();
  assert.ok(board.y >= 0 && board.y + board.height <= PHONE.height, JSON.stringify(board));
  assert.deepEqual(errors, []);
  await context.close();
});

/** True when two boxes share any area. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [viewport, name] of [[DESKTOP, '1280x800'], [PHONE, '390x844']]) {
  test(`at ${name} the win banner leaves the won board in full view`, async () => {
    const { page, context, errors } = await open(`#${CARD_1}`, { viewport });
    await toGo(page);
    // Nine hints applied: the player's own moves, the quickest win to play here.
    while ((await page.getByTestId('win-message').count()) === 0) {
      await button(page, 'Hint').click();
      await button(page, 'Apply').click();
    }
    const win = page.getByTestId('win');
    // After its entrance (a short slide in).
    await page.waitForFunction(() => document.querySelector('[data-testid=win]').getAnimations().every((a) => a.playState === 'finished'));
    await page.evaluate(() => window.scrollTo(0, 0));
    const board = await page.locator('svg.board').boundingBox();
    assert.ok(board.y >= 0 && board.y + board.height <= viewport.height && board.x >= 0 && board.x + board.width <= viewport.width, `the board is out of view: ${JSON.stringify(board)}`);
    await win.scrollIntoViewIfNeeded();
    const banner = await win.boundingBox();
    const shownBoard = await page.locator('svg.board').boundingBox();
    assert.ok(!overlap(banner, shownBoard), `the banner ${JSON.stringify(banner)} covers the board ${JSON.stringify(shownBoard)}`);
    assert.ok(banner.y >= -1 && banner.y + banner.height <= viewport.height + 1, `the banner is out of view: ${JSON.stringify(banner)}`);
    if (viewport === DESKTOP) {
      // Beside the board, with its buttons, and the board and the banner in view together.
      assert.ok(banner.x >= board.x + board.width, 'the banner is beside the board');
      assert.ok(await button(page, 'Next puzzle').isVisible());
    } else {
      assert.ok(banner.y >= shownBoard.y + shownBoard.height, 'the banner is under the board');
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SCREENSHOTS, `in-view-won-${name}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

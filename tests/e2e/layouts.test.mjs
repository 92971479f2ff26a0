// End-to-end tests of the phone's and the desktop's layouts (issue 14): on a phone every control
// is a 44×44 px target and the plan plays in view, Present fits; on a desktop today's puzzle is
// in view beside the board and the algorithm table fits. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/layouts.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, withBrowser } from './harness.mjs';
import { CARD_1, XTL_CARD_40, button, moves, opener } from './panels-helpers.mjs';

const chrome = withBrowser();
const open = opener(chrome);
const PHONE = { width: 390, height: 844 };

/** The board's drawn size in CSS pixels. */
async function boardBox(page) {
  return page.locator('svg.board').boundingBox();
}

// 9×9 boards of puzzles/large-boards.txt, both with clusters too large to analyse in the page: #4
// (27 moves), whose plan the worker finds in well under a second, and #5 (22 moves), which takes
// it 15 to 25 s (the board).
const NINE_4 = 'CBBBoEooo/CooGoEDDD/oooGoEooI/FFoGoHHHI/JAAKooooI/JoOKoLLLQ/MMOPNNooQ/RoOPToooQ/RSSSTUUVV';
const LARGE_9X9 = 'BBBFoCDoo/oooFoCDEE/oooFGGIoo/ooooHHIJJ/ooKKKOAAQ/LoMooOooQ/LoMNNOPPQ/TURRWSSSX/TUVVWoooX';

/** The box of every element matching `selector`: [{ name, top, bottom, height }]. */
async function boxes(page, selector) {
  return page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const b = e.getBoundingClientRect();
      return { name: e.textContent.trim().slice(0, 30), top: b.top, bottom: b.bottom, height: b.height };
    }),
  );
}

/**
 * Every control shown on the page (whether scrolled into view or not) that is smaller than a 44×44
 * px touch target: buttons, links, selects, text fields, the summaries of collapsible sections,
 * tabs, and a checkbox or radio button by its label (the label is what a finger taps).
 */
async function smallTargets(page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll(
      'button, a[href], select, textarea, summary, [role=button], [role=tab], input:not([type=checkbox], [type=radio], [type=hidden]), ' +
        'label:has(input[type=checkbox], input[type=radio]), input:is([type=checkbox], [type=radio]):not(label input)',
    );
    const small = [];
    for (const el of controls) {
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0 || getComputedStyle(el).visibility === 'hidden' || el.closest('.visually-hidden')) continue;
      if (b.width < 43.5 || b.height < 43.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent).trim().replace(/\s+/g, ' ').slice(0, 30);
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(b.width)}×${Math.round(b.height)}`);
      }
    }
    return small;
  });
}

test('on a phone every control of the game page and the editor is a 44×44 px target', async () => {
  // The game page as it opens, with the hint, Share's choices and the page's alert shown.
  const { page, context, errors } = await open(`#${CARD_1}`, { viewport: PHONE });
  await page.locator('[data-testid="to-go"][data-value]:not([data-value=""])').waitFor();
  assert.deepEqual(await smallTargets(page), [], 'the game page');
  await button(page, 'Hint').click();
  await button(page, 'Share').click();
  await page.locator('details.stars-explained > summary').click();
  await page.evaluate(() => { location.hash = 'garbage'; });
  await page.getByRole('alert').waitFor();
  assert.deepEqual(await smallTargets(page), [], 'with the hint, the share box, the stars explained and the alert');
  assert.deepEqual(errors, []);
  await context.close();

  // The editor with its tools, its report and the generator.
  const editor = await chrome.browser.newContext({ viewport: PHONE });
  const edit = await editor.newPage();
  const editErrors = [];
  edit.on('pageerror', (e) => editErrors.push(e));
  edit.on('console', (m) => m.type() === 'error' && editErrors.push(new Error(m.text())));
  await edit.goto(new URL(`tools/?mode=edit#${CARD_1}`, BASE_URL).href);
  await edit.locator('[data-testid=edit-verdict][data-state=ready]').waitFor({ timeout: 20_000 });
  assert.deepEqual(await smallTargets(edit), [], 'the editor');
  await edit.screenshot({ path: join(SCREENSHOTS, 'faults-phone-editor.png'), fullPage: true });
  assert.deepEqual(editErrors, []);
  await editor.close();
});

test('on a phone the plan plays with its controls and its progress in view, over nothing of it; Present fits', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { viewport: PHONE });
  await page.locator('[data-testid="to-go"][data-value]:not([data-value=""])').waitFor();
  await button(page, 'Solve').click();
  await page.getByTestId('plan').waitFor();
  // Paused at the plan's third move: back to its start, then two steps.
  await button(page, 'Pause').click();
  while (await button(page, 'Step back').isEnabled()) await button(page, 'Step back').click();
  await button(page, 'Step forward').click();
  await button(page, 'Step forward').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  const board = await boardBox(page);
  for (const name of ['Play', 'Stop', 'Faster', 'Step back']) {
    const b = await button(page, name).boundingBox();
    assert.ok(b && b.y + b.height <= PHONE.height, `${name} at y ${b?.y} is below the fold`);
    assert.ok(b.y >= board.y + board.height, `${name} covers the board`);
    assert.ok(b.height >= 44, `${name} is ${b.height} px tall`);
  }
  // "Move 3 of 9" is on the screen, uncovered, with the controls.
  const status = page.getByTestId('plan-status');
  assert.equal(await status.innerText(), 'Move 3 of 9');
  const uncovered = (locator) =>
    locator.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const top = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
      return b.top >= 0 && b.bottom <= innerHeight && (top === el || el.contains(top));
    });
  assert.ok(await uncovered(status), 'the plan\'s progress is covered or out of view');
  await page.screenshot({ path: join(SCREENSHOTS, 'faults-phone-solve.png') });
  // Each move of the plan, scrolled into view, is shown above the bar, the last one too.
  for (const move of await page.locator('[data-testid=plan] .plan li').all()) {
    await move.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    assert.ok(await uncovered(move), `the plan's move "${await move.innerText()}" is under the bar`);
  }
  await button(page, 'Stop').click();
  assert.equal(await page.getByTestId('plan').count(), 0);
  assert.deepEqual(errors, []);
  await context.close();

  // Present on a phone: a short header (the title, small, on a line of its own over the modes'
  // line), no keyboard keys listed, and with a long plan (27 moves) the plan scrolls and every
  // button stays on the screen.
  const present = await open(`tools/?mode=present#${NINE_4}`, { viewport: PHONE });
  const header = await present.page.locator('.app-header').boundingBox();
  assert.ok(header.height < 76, `the header is ${header.height} px tall`);
  assert.equal(await present.page.locator('.present-keys').isVisible(), false);
  await present.page.waitForFunction(() => /plan of 27/.test(document.querySelector('[data-testid=present-counter]')?.innerText), null, { timeout: 60_000 });
  for (const b of await boxes(present.page, '.present-buttons button')) {
    assert.ok(b.bottom <= PHONE.height, `${b.name} at y ${b.top} is below the fold`);
    assert.ok(b.height >= 44, `${b.name} is ${b.height} px tall`);
  }
  await present.page.screenshot({ path: join(SCREENSHOTS, 'faults-present-9x9-390.png') });
  await present.context.close();
});

test("on a desktop today's puzzle is in view beside the board, and the algorithm table fits", async () => {
  const { page, context, errors } = await open(`#${XTL_CARD_40}`);
  // The first screen leads to play (issue 61): today's puzzle first; the levels, New puzzle and
  // the library follow it in the panels' column (daily.test.mjs checks their order).
  const targets = [page.getByTestId('daily-play')];
  // As the page opens (while the analysis runs, its Stop button shown, if it still does), and
  // once the moves to go are known.
  for (const when of ['opened', 'analysed']) {
    if (when === 'analysed') await page.locator('[data-testid="to-go"][data-value]:not([data-value=""])').waitFor();
    for (const target of targets) {
      const b = await target.boundingBox();
      assert.ok(b && b.y + b.height <= 800, `${await target.innerText()} at y ${b?.y} is below the fold (${when})`);
    }
  }
  await page.screenshot({ path: join(SCREENSHOTS, 'faults-desktop-1280.png') });
  assert.deepEqual(errors, []);
  await context.close();

  // A 9×9 on which two of the seven runs stop at their budget (the widest cells: the stopped
  // text, 600,000 expanded) and five find the 27-move plan. All seven take a few seconds in the
  // worker; on LARGE_9X9 every run stops at the budget after the page's 15–25 s analysis, which
  // took this wait past a minute on a busy CI machine.
  const classroom = await open(`#${NINE_4}`);
  await classroom.page.getByTestId('mode-classroom').click();
  await classroom.page
    .waitForFunction(() => document.querySelector('[data-testid=compare-table]')?.getAttribute('aria-busy') === 'false', null, { timeout: 60_000 })
    .catch(async (e) => {
      const rows = await classroom.page.locator('[data-testid=compare-table] tbody tr[data-algorithm]').evaluateAll((trs) => trs.map((tr) => tr.dataset.algorithm));
      throw new Error(`the comparison table did not end within 60 s: ${rows.length} of 7 rows in (${rows.join(', ')}); ${e.message}`);
    });
  const stopped = await classroom.page.locator('[data-testid=compare-table] tr.stopped').count();
  assert.equal(stopped, 2, 'DFS and IDDFS stop at the budget on this board');
  const fit = await classroom.page.evaluate(() => {
    const s = document.querySelector('.compare .table-scroll');
    return { scroll: s.scrollWidth, client: s.clientWidth };
  });
  assert.ok(fit.scroll <= fit.client, `the table is ${fit.scroll} px wide in ${fit.client} px`);
  await classroom.context.close();
});

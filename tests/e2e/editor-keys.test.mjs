// The editor by keyboard alone (issue 36, item 2): no mouse and no pointer event in this file,
// only focus and key presses. The board is a WAI-ARIA grid with one tab stop, a cell cursor moved
// by the arrow keys, Enter placing the chosen piece or selecting the one at the cursor, T turning,
// Delete removing; each result is said in the status line's live region. Same harness as the
// other files (BASE_URL set by scripts/e2e).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { eventually, expectNoAxeViolations, openGame, SCREENSHOTS, withBrowser } from './harness.mjs';

const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
const chrome = withBrowser();

/** The focused element's name and the grid cell it is, if it is one. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { role: el?.getAttribute('role'), name: el?.getAttribute('aria-label'), row: el?.dataset.row, col: el?.dataset.col };
  });

/** Presses `keys` one after the other. */
async function press(page, ...keys) {
  for (const key of keys) await page.keyboard.press(key);
}

/** A button or a select given the focus, then Enter (a keyboard user's Tab, without counting). */
async function activate(page, testid, key = 'Enter') {
  await page.locator(`[data-testid=${testid}]`).focus();
  await page.keyboard.press(key);
}

/** Back to the board: Shift+Tab from the first control after it lands on the grid's one tab stop. */
async function toBoard(page) {
  await page.locator('[data-testid=edit-width]').focus();
  await page.keyboard.press('Shift+Tab');
  await eventually(async () => (await focused(page)).role, 'gridcell', "Shift+Tab from Width reaches the board's grid");
  return focused(page);
}

test('a puzzle built, moved, turned, cleared and a piece removed with the keyboard alone, each result said', async () => {
  const { context, page, errors } = await openGame(chrome, CARD_1);
  // The game page's Edit link, by keyboard: the full app opens on the editor with card 1.
  await activate(page, 'mode-edit');
  await page.locator('[data-testid=editor-board] .piece').first().waitFor();
  const status = page.locator('[data-testid=edit-status]');
  const said = () => status.getByRole('status').textContent();
  const alert = () => status.getByRole('alert').textContent();

  // The board is a grid of 6 rows of 6 cells, named by what is on them.
  const grid = page.getByRole('grid', { name: 'Board, 6 by 6' });
  assert.equal(await grid.getByRole('row').count(), 6);
  assert.equal(await grid.getByRole('gridcell').count(), 36);
  assert.equal(await grid.locator('[tabindex="0"]').count(), 1, 'one tab stop (a roving tabindex)');
  assert.equal(await grid.getByRole('gridcell', { name: 'Red car A, across, row 3, column 1' }).count(), 1);
  assert.equal(await grid.getByRole('gridcell', { name: 'Empty, row 3, column 6, exit on the east side' }).count(), 1);

  await activate(page, 'edit-clear');
  assert.equal(await page.locator('[data-testid=editor-board] .piece').count(), 0);
  assert.equal(await said(), 'Cleared the board');
  // Clear, now disabled, hands the focus to the board's cursor, not to the page's body.
  await eventually(async () => (await focused(page)).role, 'gridcell', 'the focus on the board after Clear');

  // The red car on row 3: the cursor down two cells from the top-left, Enter.
  await activate(page, 'tool-red', 'Space');
  assert.deepEqual(await toBoard(page), { role: 'gridcell', name: 'Empty, row 1, column 1', row: '0', col: '0' });
  await press(page, 'ArrowDown', 'ArrowDown');
  await eventually(async () => (await focused(page)).name, 'Empty, row 3, column 1', 'the focus follows the cursor');
  await press(page, 'Enter');
  assert.equal(await said(), 'Red car A placed at row 3, column 1, across');
  await eventually(async () => (await focused(page)).name, 'Red car A, across, selected, row 3, column 1');
  await press(page, 'Escape');
  assert.equal(await said(), 'Red car A let go');

  // A truck at row 1, column 3, turned down (across B the red car's row), moved right.
  await activate(page, 'tool-truck', 'Space');
  assert.equal((await toBoard(page)).name, 'Red car A, across, row 3, column 1', 'the cursor stayed where it was');
  await press(page, 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'Enter');
  assert.equal(await said(), 'Truck B placed at row 1, column 3, across');
  await press(page, 't');
  assert.equal(await said(), 'Truck B turned down');
  await eventually(async () => (await focused(page)).name, 'Truck B, down, selected, row 1, column 3', 'the cell names the turned truck');
  // The cursor is ringed 3 px in the focus colour while the grid has the focus.
  const ring = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement);
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--focus)';
    const focus = getComputedStyle(probe).color;
    probe.remove();
    return { width: s.strokeWidth, stroke: s.stroke, focus };
  });
  assert.equal(ring.width, '3px');
  assert.equal(ring.stroke, ring.focus, 'the ring in --focus, the colour of every focus ring');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-keys-1280x800.png') });
  await press(page, 'ArrowRight');
  assert.equal(await said(), 'Truck B moved right');
  await eventually(async () => (await focused(page)).name, 'Truck B, down, selected, row 1, column 4');
  // Up runs off the board: refused, said as an alert, nothing moves.
  await press(page, 'ArrowUp');
  assert.equal(await alert(), 'Cannot move truck B up: it runs off the board');
  assert.equal(await status.getAttribute('data-state'), 'refused');
  await press(page, 'Escape');

  // A car where it overlaps the truck across and the red car down: refused with both reasons.
  await activate(page, 'tool-car', 'Space');
  await toBoard(page);
  await press(page, 'ArrowLeft', 'ArrowDown');
  await eventually(async () => (await focused(page)).name, 'Empty, row 2, column 3');
  await press(page, 'Enter');
  assert.equal(await said(), 'Car C placed at row 2, column 3, down');
  await press(page, 'Escape', 'ArrowUp', 'Enter');
  assert.equal(
    await alert(),
    'Cannot place a car at row 1, column 3: across overlaps B at row 1, column 4; down overlaps C at row 2, column 3',
  );
  // C removed with Delete on its cell (no selection needed).
  await press(page, 'ArrowDown', 'Delete');
  assert.equal(await said(), 'Car C removed');
  await eventually(async () => (await focused(page)).name, 'Empty, row 2, column 3');

  // The layout: the red car on row 3, truck B down column 4; the engine solves it in 2 moves.
  await page.waitForFunction(() => document.querySelector('[data-testid=edit-verdict]')?.dataset.state === 'ready', null, { timeout: 20_000 });
  assert.equal(await page.locator('[data-testid=edit-grid]').inputValue(), 'oooBoooooBooAAoBoooooooooooooooooooo');
  assert.equal(await page.locator('[data-testid=edit-verdict]').getAttribute('data-moves'), '2');
  // Home, End, Ctrl+End, Ctrl+Home move the cursor to the row's ends and the grid's corners.
  await press(page, 'End');
  await eventually(async () => (await focused(page)).name, 'Empty, row 2, column 6');
  await press(page, 'Control+End');
  await eventually(async () => (await focused(page)).name, 'Empty, row 6, column 6');
  await press(page, 'Home');
  await eventually(async () => (await focused(page)).name, 'Empty, row 6, column 1');
  await press(page, 'Control+Home');
  await eventually(async () => (await focused(page)).name, 'Empty, row 1, column 1');
  assert.equal(await grid.locator('[tabindex="0"]').count(), 1);
  await expectNoAxeViolations(page, 'the editor, its grid focused');
  // Tab leaves the grid at once (one tab stop), to the first control after it.
  await press(page, 'Tab');
  await eventually(() => page.evaluate(() => document.activeElement.dataset.testid), 'edit-width');
  // Back on the grid, truck B selected with Enter and removed with Delete: said, and gone.
  assert.equal((await toBoard(page)).name, 'Empty, row 1, column 1');
  await press(page, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter');
  assert.equal(await said(), 'Truck B selected');
  await press(page, 'Delete');
  assert.equal(await said(), 'Truck B removed');
  assert.equal(await page.locator('[data-testid=editor-board] .piece').count(), 1, 'the red car alone is left');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the editor by keyboard at 390×844: the grid over the board, the tools 44 px high', async () => {
  const { context, page, errors } = await openGame(chrome, CARD_1, { viewport: { width: 390, height: 844 } });
  await activate(page, 'mode-edit');
  await page.locator('[data-testid=editor-board] .piece').first().waitFor();
  await toBoard(page);
  await press(page, 'ArrowDown', 'ArrowDown', 'Enter');
  assert.equal(await page.locator('[data-testid=edit-status]').getByRole('status').textContent(), 'Red car A selected');
  // Each grid cell lies over its drawn cell.
  const boxes = await page.evaluate(() => {
    const box = (sel) => document.querySelector(sel).getBoundingClientRect();
    const a = box('.edit-gridcell[data-row="2"][data-col="1"]');
    const b = box('.edit-cell[data-row="2"][data-col="1"]');
    return [a.x + a.width / 2, a.y + a.height / 2, b.x + b.width / 2, b.y + b.height / 2].map(Math.round);
  });
  assert.ok(Math.abs(boxes[0] - boxes[2]) <= 1 && Math.abs(boxes[1] - boxes[3]) <= 1, `centres ${boxes}`);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('.edit-tools button, .edit-tools select')]
      .map((el) => ({ id: el.dataset.testid ?? el.textContent, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 44 || r.height < 44))
      .map(({ id, r }) => `${id} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
  assert.deepEqual(small, [], 'every tool at least 44×44 px');
  await page.screenshot({ path: join(SCREENSHOTS, 'editor-keys-390x844.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

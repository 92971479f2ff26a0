// The editor (the tools page's Edit mode): a puzzle placed with the mouse on an empty board,
// checked and analysed by the engine as it grows, then played; a piece placed, turned and removed
// by the keyboard on the board's grid, each result said in the live region.
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { toGo } from './game.mjs';

const browser = useBrowser();
const cell = (r, c) => `[data-testid=editor-board] .edit-cell[data-row="${r}"][data-col="${c}"]`;
const verdict = (page, state) =>
  page.waitFor((s) => document.querySelector('[data-testid=edit-verdict]')?.dataset.state === s, state, { timeout: 30_000, what: `verdict ${state}` });

/** Presses on one cell and releases on another (a click when they are the same). */
async function place(page, from, to) {
  const a = await page.centre(cell(...from));
  const b = await page.centre(cell(...to));
  await page.mouseDrag(Array.from({ length: 7 }, (_, i) => ({ x: a.x + ((b.x - a.x) * i) / 6, y: a.y + ((b.y - a.y) * i) / 6 })));
}

test(`${ENGINE}: editor: seed card 1 placed with the mouse is analysed (9 moves, 111 positions) and played`, async () => {
  const page = await browser.open('');
  await page.click('[data-testid=mode-edit]');
  await page.waitForSelector('[data-testid=editor-board] .piece');
  assert.match(await page.url(), /\/tools\/\?mode=edit#/);
  await page.click('[data-testid=edit-clear]');
  await page.waitFor(() => document.querySelectorAll('[data-testid=editor-board] .piece').length === 0, null, { what: 'an empty board' });
  await page.click('[data-testid=tool-car]');
  await place(page, [0, 4], [0, 4]);
  await verdict(page, 'invalid');
  assert.match(await page.text('[data-testid=edit-verdict]'), /no red car/);
  // The report's buttons keep their place whatever the verdict says (no jump under the pointer).
  const tops = () =>
    page.evaluate(() => ['edit-play', 'tool-truck', 'edit-clear'].map((id) => Math.round(document.querySelector(`[data-testid=${id}]`).getBoundingClientRect().top + scrollY)));
  const invalidTops = await tops();
  await page.click('[data-testid=tool-red]');
  await place(page, [2, 0], [2, 0]);
  await page.click('[data-testid=tool-truck]');
  await place(page, [0, 2], [2, 2]);
  await page.click('[data-testid=tool-car]');
  await place(page, [3, 0], [3, 2]);
  await place(page, [3, 5], [5, 5]);
  await verdict(page, 'ready');
  assert.deepEqual(await tops(), invalidTops, 'Play it, the tools and Clear stay where they were');
  assert.equal(await page.attr('[data-testid=edit-verdict]', 'data-moves'), '9');
  assert.equal(await page.attr('[data-testid=edit-cluster]', 'data-size'), '111');
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid=edit-grid]').value), 'ooCoBBooCoooAACoooDDDooEoooooEoooooE');
  await page.screenshot('editor-built-1280x800');
  await page.click('[data-testid=edit-play]');
  await page.waitForSelector('svg.board.playable');
  assert.equal(await toGo(page), 9);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: editor: a truck placed, turned and removed by keys on the board's grid, each result said`, async () => {
  const page = await browser.open('');
  await page.click('[data-testid=mode-edit]');
  await page.waitForSelector('[data-testid=editor-board] .piece');
  await page.click('[data-testid=edit-clear]');
  await page.waitFor(() => document.querySelectorAll('[data-testid=editor-board] .piece').length === 0, null, { what: 'an empty board' });
  await page.click('[data-testid=tool-truck]');
  // The grid's one tab stop given the focus, as Tab would.
  await page.evaluate(() => document.querySelector('[data-testid=editor-grid] [tabindex="0"]').focus());
  // The focused cell's name, waited for: the focus follows the cursor in the app's next render.
  const focused = (label, what) => page.waitForValue(() => document.activeElement?.getAttribute('aria-label') ?? null, null, label, { what });
  const said = (text) =>
    page.waitFor((t) => document.querySelector('[data-testid=edit-status] [role=status]')?.textContent === t, text, { what: `"${text}" said` });
  await focused('Empty, row 1, column 1', 'the focus on the first cell');
  await page.press('ArrowRight');
  await page.press('ArrowRight');
  await page.press('ArrowDown');
  await focused('Empty, row 2, column 3', 'the focus following the cursor');
  await page.press('Enter');
  await said('Truck B placed at row 2, column 3, across');
  await page.press('t');
  await said('Truck B turned down');
  await focused('Truck B, down, selected, row 2, column 3', 'the focus on the turned truck');
  await page.press('Delete');
  await said('Truck B removed');
  assert.equal(await page.count('[data-testid=editor-board] .piece'), 0);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

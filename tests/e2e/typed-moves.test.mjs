// The board for a screen reader and a keyboard alone, as lichess's blind mode has it (Chromium):
// the board's cells as an ARIA grid whose names tell the whole position, walked with the arrow
// keys; moves typed in card notation or plain words, their results in the live region; the
// board described in text; the keys that read it. axe-core finds no violation on the way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expectNoAxeViolations, openGame, withBrowser } from './harness.mjs';

const chrome = withBrowser();
const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
const XTL_CARD_40 = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';
// A 4×4 with its exit on the north side, a wall and a car beside it.
const NORTH = 'ooooxoCCoAoooAoo:N';
const DESKTOP = { width: 1280, height: 800 };

const announced = (page) => page.getByTestId('announce').innerText();

/** Waits until the live region says `words` (a string, or a pattern), then checks it. */
async function announces(page, words) {
  const matches = (text) => (typeof words === 'string' ? text.trim() === words : words.test(text));
  for (let i = 0; i < 100 && !matches(await announced(page)); i++) await page.waitForTimeout(50);
  if (typeof words === 'string') assert.equal((await announced(page)).trim(), words);
  else assert.match(await announced(page), words);
}

/** Types a move into the field and presses Enter. */
async function typeMove(page, move) {
  const field = page.getByRole('textbox', { name: /A vehicle's letter/ });
  await field.fill(move);
  await field.press('Enter');
}

/**
 * The position as a screen reader has it: every gridcell's accessible name from the board's
 * accessibility snapshot, row by row, made back into a grid string (a vehicle's letter, `o`
 * empty, `x` a wall), with the exit's side and cell named by the cell that says so.
 */
async function positionFromGrid(page) {
  const snapshot = await page.locator('svg.board').ariaSnapshot();
  const rows = snapshot.split('- row').slice(1).map((row) => [...row.matchAll(/gridcell "([^"]*)"/g)].map((m) => m[1]));
  let exit = null;
  const grid = rows
    .map((names, r) =>
      names
        .map((name, c) => {
          const side = /, exit to the (\w+)$/.exec(name);
          if (side) exit = { side: side[1], row: r, col: c };
          const what = name.replace(/, exit to the \w+$/, '');
          if (what === 'empty') return 'o';
          if (what === 'wall') return 'x';
          assert.match(what, /^[A-Za-z0-9], [a-z ]+ (car|truck|\d-cell vehicle)$/, `a vehicle's name, its letter first: ${name}`);
          return what[0];
        })
        .join(''),
    )
    .join('');
  return { grid, exit, rows: rows.length };
}

test('a screen reader can tell the whole position from the grid of cells: card 1, XTL card 40 and a board with a wall and a north exit', async () => {
  for (const [puzzle, grid, exit, label] of [
    [CARD_1, CARD_1, { side: 'east', row: 2, col: 5 }, 'A'],
    [XTL_CARD_40, XTL_CARD_40, { side: 'east', row: 2, col: 5 }, 'A'],
    [NORTH, NORTH.slice(0, 16), { side: 'north', row: 0, col: 1 }, 'A'],
  ]) {
    const { page, context, errors } = await openGame(chrome, puzzle, { viewport: DESKTOP, ready: `svg.board [data-car="${label}"]` });
    const read = await positionFromGrid(page);
    assert.deepEqual(read, { grid, exit, rows: Math.sqrt(grid.length) }, puzzle);
    // Each row named by its place, so that a reader hears where it is ("Row 1"), not its cells run together.
    const snapshot = await page.locator('svg.board').ariaSnapshot();
    assert.deepEqual([...snapshot.matchAll(/- row "([^"]*)"/g)].map((m) => m[1]), [...Array(read.rows)].map((_, i) => `Row ${i + 1}`));
    assert.equal(await page.locator('[role=gridcell][tabindex="0"]').count(), 1, 'one Tab stop in the grid');
    await expectNoAxeViolations(page, `the grid of ${puzzle}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the grid is walked with the arrow keys, Home, End and Ctrl; Enter takes the vehicle there, Escape comes back', async () => {
  const { page, context, errors } = await openGame(chrome, CARD_1, { viewport: DESKTOP });
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el.dataset.car ?? `${el.dataset.row},${el.dataset.col} ${el.getAttribute('aria-label')}`;
    });
  // After the vehicles, Tab reaches the grid's one stop.
  await page.locator('svg.board .vehicle[data-car="E"]').focus();
  await page.keyboard.press('Tab');
  await eventually(focused, '0,0 empty');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await eventually(focused, '0,2 B, blue truck');
  await page.keyboard.press('End');
  await eventually(focused, '0,5 C, amber car');
  await page.keyboard.press('Control+End');
  await eventually(focused, '5,5 E, purple truck');
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await eventually(focused, '2,0 A, red car');
  await page.keyboard.press('End');
  await eventually(focused, '2,5 empty, exit to the east');
  assert.equal(await page.locator('[role=gridcell][tabindex="0"]').getAttribute('data-col'), '5', 'the cursor is the Tab stop');
  // Enter on a vehicle's cell: the vehicle, whose arrows move it; Escape: back to the cells.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await eventually(focused, 'C');
  await page.keyboard.press('ArrowLeft');
  await page.locator('svg.board .vehicle[data-car="C"][data-col="3"]').waitFor();
  await page.keyboard.press('Escape');
  await eventually(focused, '0,3 C, amber car');
  assert.equal(await page.getByTestId('moves').getAttribute('data-value'), '1');
  await expectNoAxeViolations(page, 'a cell of the grid focused');
  assert.deepEqual(errors, []);
  await context.close();
});

test('typed moves alone solve card 1; a refusal names its fault; the win banner shows', async () => {
  const { page, context, errors } = await openGame(chrome, CARD_1, { viewport: DESKTOP });
  await page.locator('[data-testid=to-go][data-value="9"]').waitFor();
  await typeMove(page, 'a r 3');
  await announces(page, 'A cannot move right 3: blocked by B at row 3, column 3');
  assert.equal(await page.getByTestId('typed-move').inputValue(), 'a r 3', 'a refused move stays in the field to be mended');
  await typeMove(page, 'C up 1');
  await announces(page, 'C moves left and right, not up');
  await typeMove(page, 'Q←1');
  await announces(page, 'There is no vehicle Q on this board');
  assert.equal(await page.getByTestId('moves').getAttribute('data-value'), '0');
  await expectNoAxeViolations(page, 'after a refused typed move');
  // The solver's plan, typed in card notation and in plain words.
  const plan = ['C←1', 'e up 3', 'D→3', 'b down 3', 'A r 3', 'B↑3', 'D left 3', 'E↓3', 'A→1'];
  await typeMove(page, plan[0]);
  await announces(page, 'C←1: vehicle C at row 1, column 4. 8 to go');
  assert.equal(await page.getByTestId('typed-move').inputValue(), '', 'the field is cleared for the next move');
  for (const move of plan.slice(1)) await typeMove(page, move);
  await page.getByTestId('win').waitFor();
  assert.equal(await page.getByTestId('win-message').innerText(), 'Solved in 9 moves (optimal 9)');
  assert.equal(await page.getByTestId('rating').getAttribute('data-value'), '3', 'typed moves are the player\'s: three stars');
  await announces(page, 'A→1: red car A at row 3, column 5. Solved in 9 moves (optimal 9)');
  await expectNoAxeViolations(page, 'card 1 won by typed moves');
  // Undo takes a typed move back like any other (U outside the field, where it is a letter).
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('u');
  await page.locator('[data-testid=moves][data-value="8"]').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test("XTL card 40's first five moves typed: the count, the moves to go and the position", async () => {
  const { page, context, errors } = await openGame(chrome, XTL_CARD_40, { viewport: DESKTOP });
  await page.locator('[data-testid=to-go][data-value="51"]').waitFor({ timeout: 30_000 });
  for (const move of ['M↑1', 'f right 1', 'K d 1', 'c→3', 'H down 2']) await typeMove(page, move);
  await page.locator('[data-testid=moves][data-value="5"]').waitFor();
  await announces(page, 'H↓2: vehicle H at row 4, column 2. 46 to go');
  assert.equal(await page.getByTestId('to-go').getAttribute('data-value'), '46');
  assert.equal(await page.getByTestId('position-grid').inputValue(), 'GBBoLMGoIoLMGoIAAMoHoCCCoHJKDDEEJKFF');
  assert.equal((await positionFromGrid(page)).grid, 'GBBoLMGoIoLMGoIAAMoHoCCCoHJKDDEEJKFF', 'the grid follows the moves');
  assert.deepEqual(errors, []);
  await context.close();
});

test('D describes the board in text and reads it, M reads the moves and the hint, H asks for one, T goes to the field, where keys type a move', async () => {
  const { page, context, errors } = await openGame(chrome, CARD_1, { viewport: DESKTOP });
  await page.locator('[data-testid=to-go][data-value="9"]').waitFor();
  const text = page.getByTestId('board-text');
  assert.ok(await text.isHidden(), 'the text view waits to be asked for');
  await page.keyboard.press('d');
  await text.waitFor();
  assert.deepEqual(await text.locator('li').allInnerTexts(), [
    'row 1: · · B · C C',
    'row 2: · · B · · ·',
    'row 3: A A B · · · exit',
    'row 4: D D D · · E',
    'row 5: · · · · · E',
    'row 6: · · · · · E',
  ]);
  await announces(page, /^row 1: · · B · C C; row 2: .*; row 3: A A B · · · exit; .*row 6: · · · · · E$/);
  assert.equal(await page.locator('details#board-text').evaluate((d) => d.open), true, 'D opens the text view');
  await expectNoAxeViolations(page, 'the board described in text');
  await page.keyboard.press('m');
  await announces(page, '0 moves, 9 to go. No hint on show (H asks for one)');
  await page.keyboard.press('h');
  await page.getByTestId('hint').waitFor();
  await page.keyboard.press('m');
  await announces(page, /^0 moves, 9 to go\. Hint: [A-Z][←→↑↓]\d, 8 to go after it$/);
  await page.keyboard.press('t');
  await eventually(() => page.evaluate(() => document.activeElement.dataset.testid), 'typed-move');
  // Typed into the field, the keys are letters, not commands.
  await page.keyboard.type('d');
  assert.equal(await page.getByTestId('typed-move').inputValue(), 'd');
  // A move typed key by key in the short form ("cl1": C left 1), announced; the grid's cells and
  // the text view follow it.
  await page.keyboard.press('Backspace');
  for (const key of ['c', 'l', '1', 'Enter']) await page.keyboard.press(key);
  await announces(page, 'C←1: vehicle C at row 1, column 4. 8 to go');
  assert.equal(await page.getByTestId('moves').getAttribute('data-value'), '1');
  assert.equal(await page.locator('[role=gridcell][data-row="0"][data-col="3"]').getAttribute('aria-label'), 'C, amber car');
  assert.equal(await page.locator('[role=gridcell][data-row="2"][data-col="5"]').getAttribute('aria-label'), 'empty, exit to the east');
  assert.equal(await text.locator('li').first().innerText(), 'row 1: · · B C C ·');
  // D from a vehicle on the board reads the new position.
  await page.locator('svg.board .vehicle[data-car="A"]').focus();
  await page.keyboard.press('d');
  await announces(page, /^row 1: · · B C C ·; row 2: /);
  await expectNoAxeViolations(page, 'a hint and a typed move');
  assert.deepEqual(errors, []);
  await context.close();
});

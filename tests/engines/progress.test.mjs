// What outlives a page: a puzzle picked from the library, a win saved in the browser's storage
// and still marked after a reload.
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, XTL_CARD_40, PROGRESS_KEY, playHintsToTheWin, toGo } from './game.mjs';

const browser = useBrowser();
const entry = (grid) => `button.entry[data-grid="${grid}"]`;

test(`${ENGINE}: the library opens the 51-move record; a win is saved and survives a reload`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await page.attr('[data-testid=solved-count]', 'data-value'), '0');
  await page.click(`details[data-section=seed] ${entry(XTL_CARD_40)}`);
  await page.waitFor(() => document.querySelectorAll('svg.board .vehicle').length === 13, null, { what: '13 vehicles' });
  assert.equal(await toGo(page), 51);
  assert.equal(await page.text('[data-testid=puzzle-name]'), 'XTL card 40 (starter set)');
  assert.equal(new URL(await page.url()).hash, `#${XTL_CARD_40}`);

  await page.click(`details[data-section=seed] ${entry(CARD_1)}`);
  await page.waitFor(() => document.querySelectorAll('svg.board .vehicle').length === 5, null, { what: 'seed card 1' });
  await toGo(page);
  await playHintsToTheWin(page);
  await page.waitFor(() => document.querySelector('[data-testid=solved-count]')?.dataset.value === '1', null, { what: '1 solved' });
  // Marked with the best win's stars (one: it took 9 hints) and its moves.
  assert.equal(await page.attr(`${entry(CARD_1)} .mark`, 'data-stars'), '1');
  assert.match(await page.text(`${entry(CARD_1)} .mark`), /^★ 9/);
  await page.waitForValue(
    ([k, g]) => {
      const r = JSON.parse(localStorage.getItem(k) ?? 'null')?.puzzles?.[g];
      return r ? [r.best, r.hints] : null;
    },
    [PROGRESS_KEY, CARD_1],
    [9, 9],
    { what: 'the win saved with its best and hints' },
  );

  await page.reload();
  await page.waitForSelector('svg.board [data-car="A"]');
  await page.waitFor(() => document.querySelector('[data-testid=solved-count]')?.dataset.value === '1', null, { what: '1 solved after the reload' });
  assert.equal(await page.attr(`${entry(CARD_1)} .mark`, 'data-stars'), '1');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

// The engine's help: a hint on the board and in card notation, applied; the solver's plan played
// to the win message; a player's own win by following hints.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, useBrowser } from './driver/index.mjs';
import { CARD_1, cars, counts, playHintsToTheWin, toGo } from './game.mjs';

const browser = useBrowser();

test(`${ENGINE}: Hint rings a vehicle with its ghost and names the move; Apply lowers "to go" by one`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await page.click({ button: 'Hint' });
  await page.waitForSelector('[data-testid=hint]');
  assert.match((await page.text('[data-testid=hint]')).replace(/\s+/g, ' '), /^Hint: [A-Z][←→↑↓]\d+ — 8 to go after it/);
  assert.equal(await page.count('svg.board .vehicle.hinted'), 1);
  assert.equal(await page.count('svg.board .hint-ghost'), 1);
  await page.screenshot('hint-1280x800');
  await page.click({ button: 'Apply', within: '[data-testid=hint]' });
  await counts(page, 1, 8);
  assert.equal(await page.count('[data-testid=hint]'), 0);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: Solve plays the plan to the win message; Replay starts again`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await toGo(page), 9);
  await page.click({ button: 'Solve' });
  await page.waitForSelector('[data-testid=plan] ol.plan li');
  assert.equal(await page.count('[data-testid=plan] ol.plan li'), 9);
  for (let i = 0; i < 8 && (await page.evaluate(() => !document.querySelector('[data-testid=win-message]'))); i++) {
    const faster = await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Faster' && !b.disabled) !== undefined);
    if (!faster) break;
    await page.click({ button: 'Faster' });
  }
  await page.waitForSelector('[data-testid=win-message]', { timeout: 30_000 });
  assert.equal(await page.text('[data-testid=win-message]'), 'Solved in 9 moves (optimal 9)');
  assert.equal((await cars(page)).A, '2,4');
  await new Promise((r) => setTimeout(r, 1000)); // the banner fades in after the drive out
  await page.screenshot('win-1280x800');
  await page.click({ button: 'Replay', within: '[data-testid=win]' });
  await counts(page, 0, 9);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: a player's win by hints: "Solved in 9 moves (optimal 9)"`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await toGo(page);
  await playHintsToTheWin(page);
  assert.equal(await page.text('[data-testid=win-message]'), 'Solved in 9 moves (optimal 9)');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

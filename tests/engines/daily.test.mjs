// The daily puzzle: today's board from #daily, won, its streak kept across a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, useBrowser } from './driver/index.mjs';
import { playHintsToTheWin, toGo } from './game.mjs';

const browser = useBrowser();

test(`${ENGINE}: #daily is today's puzzle; a win starts the streak, kept after a reload`, async () => {
  const page = await browser.open('#daily');
  await page.waitFor(() => (document.querySelector('[data-testid=puzzle-name]')?.textContent ?? '').startsWith('Daily puzzle'), null, {
    what: 'the daily puzzle',
  });
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  assert.match(await page.text('[data-testid=puzzle-name]'), new RegExp(`${today}$`));
  assert.equal(await page.attr('[data-testid=daily-streak]', 'data-value'), '0');
  assert.ok((await toGo(page)) >= 7);
  await playHintsToTheWin(page);
  await page.waitForSelector('[data-testid=win-daily]');
  assert.match(await page.text('[data-testid=win-daily]'), new RegExp(`Daily puzzle of ${today} solved · streak 1 day`));
  await page.reload();
  await page.waitForSelector('svg.board [data-car="A"]');
  await page.waitFor(() => document.querySelector('[data-testid=daily-streak]')?.dataset.value === '1', null, { what: 'streak 1' });
  await page.waitForSelector('[data-testid=daily-result]');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

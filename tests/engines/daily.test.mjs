// The daily puzzle: today's board from #daily; a win with hints is a day won with help, which
// does not start the streak; the same day won alone does, and the streak is kept across a reload.
import assert from 'node:assert/strict';
import { DESKTOP, ENGINE, PHONE, test, useBrowser } from './driver/index.mjs';
import { PROGRESS_KEY, movesAre, playHintsToTheWin, playMoves, savedMoves, toGo } from './game.mjs';

const browser = useBrowser();

test(`${ENGINE}: #daily is today's puzzle; a win with hints does not start the streak, a win alone does, kept after a reload`, async () => {
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
  const optimal = await toGo(page);
  assert.ok(optimal >= 7);
  // Hints by the keys (H, then Enter on the hinted vehicle): the hint buttons by the mouse are
  // hint-and-win.test.mjs's.
  await playHintsToTheWin(page, { keys: true });
  await page.waitForSelector('[data-testid=win-daily]');
  assert.match(await page.text('[data-testid=win-daily]'), new RegExp(`Daily puzzle of ${today} solved with help: it does not extend your streak \\(0 days\\)`));
  assert.equal(await page.attr('[data-testid=rating]', 'data-value'), '1');
  await page.waitForSelector('[data-testid=daily-result]');
  assert.equal(await page.attr('[data-testid=daily-streak]', 'data-value'), '0');
  assert.equal(await page.attr('[data-testid=daily-result]', 'data-helped'), 'true');
  // Played again alone, by the keys: the day is won without help and starts the streak.
  // The win's record is saved by an effect after the drawing: waited for.
  const grid = await page.waitFor((k) => Object.keys(JSON.parse(localStorage.getItem(k) ?? '{}').puzzles ?? {})[0], PROGRESS_KEY, {
    what: "the day's record saved",
  });
  const way = await savedMoves(page, grid);
  await page.click({ button: 'Replay', within: '[data-testid=win]' });
  await movesAre(page, 0);
  await playMoves(page, way);
  await page.waitFor(() => /solved · streak 1 day/.test(document.querySelector('[data-testid=win-daily]')?.textContent ?? ''), null, {
    what: 'the day won alone, streak 1',
  });
  assert.equal(await page.attr('[data-testid=rating]', 'data-value'), '3');
  await page.reload();
  await page.waitForSelector('svg.board [data-car="A"]');
  await page.waitFor(() => document.querySelector('[data-testid=daily-streak]')?.dataset.value === '1', null, { what: 'streak 1' });
  await page.waitForSelector('[data-testid=daily-result]');
  assert.equal(await page.attr('[data-testid=daily-result]', 'data-helped'), 'false');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: ↓ Today's puzzle and ↓ Levels bring their panels into view with the focus on the heading, on a desktop and a phone`, async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await browser.open('', { viewport, toGo: false });
    for (const [jump, panel, heading] of [
      ['jump-levels', 'climb', 'Levels'],
      ['jump-daily', 'daily', 'Daily puzzle'],
    ]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.click({ css: `[data-testid=${jump}]` });
      await page.waitFor(
        ([panel, heading]) => {
          const h = document.querySelector(`[data-testid=${panel}] h2`);
          const r = h?.getBoundingClientRect();
          return h && document.activeElement === h && h.textContent === heading && r.top >= 0 && r.bottom <= innerHeight;
        },
        [panel, heading],
        { what: `${viewport.width}×${viewport.height}: ${jump} shows the ${heading} heading, focused` },
      );
    }
    await page.screenshot(`jumped-to-daily-${viewport.width}x${viewport.height}`);
    await page.close();
  }
});

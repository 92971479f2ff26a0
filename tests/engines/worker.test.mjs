// The engine worker on boards above 6×6: a 9×9 board answered in the page, and a board too large
// for the device's memory stopped at its budget with a message, the game still playable.
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { UVA_12X12, UVA_9X9_4, counts, focusVehicle, movesAre, toGo } from './game.mjs';

const browser = useBrowser();

test(`${ENGINE}: UvA 9×9 #4 is answered by the worker (27 to go), and its hint keeps to the plan`, async () => {
  const start = Date.now();
  const page = await browser.open(`#${UVA_9X9_4}`);
  assert.equal(await toGo(page, { timeout: 120_000 }), 27);
  console.log(`# ${ENGINE}: UvA 9x9 #4 "27 to go" ${Date.now() - start} ms after the page was asked for`);
  await page.click({ button: 'Hint' });
  await page.click({ button: 'Apply', within: '[data-testid=hint]' });
  await counts(page, 1, 26);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: UvA 9×9 #4's search split over two workers answers the same (27 to go), and a hint keeps to its plan`, async () => {
  // The number of workers is the device's cores where its memory allows; the test says two
  // (src/app/engine/analysis.rs, PARTS_KEY), before the 9×9 board comes.
  const page = await browser.open('');
  await page.evaluate(() => localStorage.setItem('rush-hour/engine-parts', '2'));
  await page.goto(new URL(`#${UVA_9X9_4}`, await page.url()).href);
  assert.equal(await toGo(page, { timeout: 120_000 }), 27);
  assert.equal(await page.evaluate(() => window.rushHourSplitParts), 2, 'the search was split');
  await page.click({ button: 'Hint' });
  await page.click({ button: 'Apply', within: '[data-testid=hint]' });
  await counts(page, 1, 26);
  assert.deepEqual(await page.errors(), []);
  await page.evaluate(() => localStorage.removeItem('rush-hour/engine-parts'));
  await page.close();
});

test(`${ENGINE}: the 12×12 search, split over two workers, stops at its memory budget, runs again in one worker and stops there with a message; the game plays on`, async () => {
  // The device's share of memory set to 64 MB (src/app/engine/analysis.rs, BUDGET_KEY), the same
  // in every engine: Firefox and Safari do not tell the page the device's memory, and their
  // 384 MB took over two minutes to reach. Such a budget is not split by default: the test asks
  // for two workers.
  const start = Date.now();
  const page = await browser.open('');
  await page.evaluate(() => {
    localStorage.setItem('rush-hour/engine-parts', '2');
    localStorage.setItem('rush-hour/memory-budget-mb', '64');
  });
  // The budget is read as the page starts: a new document, not a hash change in this one (the
  // query makes the address another; a reload then a hash change raced in Firefox once, and
  // the old page searched at 384 MB past the time allowed).
  await page.goto(new URL(`?budget#${UVA_12X12}`, await page.url()).href);
  await page.waitForSelector('[data-testid=analysis-failed]', { timeout: 120_000 });
  const message = await page.text('[data-testid=analysis-failed]');
  console.log(`# ${ENGINE}: 12x12 stopped ${Date.now() - start} ms after the page was asked for: ${message.replace(/\s+/g, ' ')}`);
  assert.match(message, /memory budget of 64 MB after [\d,]+ positions, depth \d+/);
  assert.equal(await page.evaluate(() => window.rushHourSplitParts), 2, 'the search was split first');
  // The reach of one worker's search within the budget (the split search alone stops sooner).
  const reach = '1,756,444 positions, depth 9';
  assert.ok(message.includes(`after ${reach}`), `${message} (one worker reaches ${reach})`);
  assert.equal(await page.attr('[data-testid=to-go]', 'data-state'), 'failed');
  await page.waitForSelector('[data-testid=raise-memory]');
  // Still playable: a keyboard move counts.
  await focusVehicle(page, 'Q');
  await page.press('ArrowRight');
  await movesAre(page, 1);
  // The counter's line says it whole: its text is cut with "…" where it would run under the clock
  // (floated at its right end).
  const counter = await page.evaluate(() => {
    const toGo = document.querySelector('[data-testid=to-go]').getBoundingClientRect();
    const clock = document.querySelector('[data-testid=clock]').getBoundingClientRect();
    return { text: document.querySelector('.counter').textContent, end: Math.round(toGo.right), clock: Math.round(clock.left) };
  });
  assert.ok(counter.end <= counter.clock, `the counter "${counter.text}" ends at ${counter.end} px, under the clock at ${counter.clock} px: cut short`);
  await page.screenshot('memory-stop-1280x800');
  assert.deepEqual(await page.errors(), []);
  await page.evaluate(() => {
    localStorage.removeItem('rush-hour/engine-parts');
    localStorage.removeItem('rush-hour/memory-budget-mb');
  });
  await page.close();
});

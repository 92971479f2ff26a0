// How long "New puzzle" takes in the browser: 20 puzzles of each tier on 6×6 in headless
// Chromium, timed by the page itself (from the click to the puzzle, all slices included).
// Usage: BASE_URL=http://127.0.0.1:8080/ node scripts/generator-bench.mjs [count]
// (scripts/serve serves the release build on that address.)
import { launchChromium } from './chromium.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080/';
const COUNT = Number(process.argv[2] ?? 20);
const browser = await launchChromium();
const page = await browser.newPage();
// The generator is on the full app's page (tools/).
await page.goto(new URL('tools/', BASE_URL).href);
await page.locator('[data-testid=gen-go]').waitFor();
// Let the first analysis of the page's puzzle finish before timing.
await page.waitForTimeout(1000);
console.log(`tier          count  median ms  worst ms  moves (min–max)  layouts rated (max)`);
for (const tier of ['beginner', 'intermediate', 'advanced', 'expert']) {
  await page.locator('[data-testid=gen-tier]').selectOption(tier);
  const times = [];
  const moves = [];
  const tries = [];
  for (let i = 0; i < COUNT; i++) {
    const run = Number(await page.locator('[data-testid=gen-run]').getAttribute('data-run')) + 1;
    await page.locator('[data-testid=gen-go]').click();
    await page.waitForFunction(
      (run) =>
        document.querySelector('[data-testid=gen-run]')?.dataset.run === String(run) &&
        document.querySelector('[data-testid=gen-status]')?.dataset.state !== 'running',
      run,
      { timeout: 120_000 },
    );
    const status = page.locator('[data-testid=gen-status]');
    if ((await status.getAttribute('data-state')) !== 'found') throw new Error(`${tier}: ${await status.textContent()}`);
    times.push(Number(await status.getAttribute('data-ms')));
    moves.push(Number(await status.getAttribute('data-moves')));
    tries.push(Number(await status.getAttribute('data-tries')));
  }
  times.sort((a, b) => a - b);
  const median = (times[(COUNT - 1) >> 1] + times[COUNT >> 1]) / 2;
  console.log(`${tier.padEnd(12)}  ${String(COUNT).padStart(5)}  ${median.toFixed(0).padStart(9)}  ${times.at(-1).toFixed(0).padStart(8)}  ${Math.min(...moves)}–${Math.max(...moves)}`.padEnd(17) + `  ${Math.max(...tries)}`);
}
await browser.close();

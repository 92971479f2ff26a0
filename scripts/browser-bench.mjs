// The engine worker's figures in headless Chromium (a benchmark, not a test): for the largest 6×6
// cluster, the UvA 9×9 boards #4, #5, #6 and the 12×12 board of puzzles/large-boards.txt, the
// time from the page's start to the board, to the first answer (moves to go), and for the 9×9
// boards to a hint and to the win after Solve; the worker's memory as it reports it (its wasm
// memory, which never shrinks: the peak); the longest main-thread task after the first paint.
// It also prints the worker's positions a second and the largest browser process's resident
// memory at its peak (sampled from /proc every 100 ms; Linux).
// Usage: BASE_URL=http://127.0.0.1:8080/ node scripts/browser-bench.mjs [name…]
// (scripts/serve serves the release build on that address.) DEVICE_MEMORY=0.5 makes the page
// see a device of that many GB (navigator.deviceMemory), which sets the worker's memory budget.
// PARTS=1 … 4 sets how many workers a 9×9 or 12×12 search is split over (src/engine_client/plan_search.rs, split_over;
// by default the page takes one per core, up to four; 1: the one engine worker). DEBUG_LOG=1
// prints the page's console as it comes.
import { readFileSync, readdirSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { longTasksAfterPaint, recordLongTasks } from './long-tasks.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080/';
// The large boards as puzzles/large-boards.txt has them: `moves GRID name`.
const large = Object.fromEntries(
  readFileSync(new URL('../puzzles/large-boards.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length >= 3)
    .map(([moves, grid, name]) => [name, { grid, moves: moves === '--' ? null : Number(moves) }]),
);
const BOARDS = {
  '541,934 cluster': { grid: 'BBoJoooHoJCCGHAAKLGDDoKLooIEEoFFIooo', moves: 15 },
  '9x9 #4': large['uva-9x9-4'],
  '9x9 #5': large['uva-9x9-5'],
  '9x9 #6': large['uva-9x9-6'],
  // Its optimum (25) is beyond the page's search: the bench waits for its memory budget's stop.
  '12x12': { ...large['uva-12x12-7'], moves: null },
};
const wanted = process.argv.slice(2);

/// The resident memory of the largest Chromium process now, in bytes (0 where /proc is absent).
function largestChromium() {
  let most = 0;
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chromium')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) most = Math.max(most, Number(rss[1]) * 1024);
    } catch {
      // The process ended meanwhile.
    }
  }
  return most;
}

const browser = await launchChromium();
for (const [name, { grid, moves }] of Object.entries(BOARDS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (process.env.DEVICE_MEMORY) {
    await page.addInitScript((gb) => Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => gb }), Number(process.env.DEVICE_MEMORY));
  }
  // A player who turned "Show moves to go" on (off on a first visit): the bench waits for its count.
  await page.addInitScript(() => {
    if (localStorage.getItem('rush-hour/settings/v1') === null) localStorage.setItem('rush-hour/settings/v1', 'show_to_go=true\n');
  });
  if (process.env.PARTS) {
    await page.addInitScript((n) => localStorage.setItem('rush-hour/engine-parts', n), process.env.PARTS);
  }
  let peakProcess = largestChromium();
  // The peak until moves to go came (the analysis that follows in the engine worker comes after).
  let peakAtAnswer = null;
  const sampler = setInterval(() => { peakProcess = Math.max(peakProcess, largestChromium()); }, 100);
  const logs = [];
  page.on('console', (m) => { logs.push(m.text()); if (process.env.DEBUG_LOG) console.log(m.text()); });
  await recordLongTasks(page);
  const t0 = Date.now();
  await page.goto(new URL(`#${grid}`, BASE_URL).href);
  await page.locator('svg.board [data-car="A"]').waitFor();
  const shown = Date.now() - t0;
  let line;
  if (moves === null) {
    // Too large for the page: the search stops at the worker's memory budget.
    const failed = page.getByTestId('analysis-failed');
    await failed.waitFor({ timeout: 600_000 });
    line = `stopped after ${Date.now() - t0} ms: ${(await failed.innerText()).slice(0, 160)}`;
  } else {
    await page.waitForFunction((m) => document.querySelector('[data-testid=to-go]')?.dataset.value === String(m), moves, { timeout: 600_000 });
    const answered = Date.now() - t0;
    peakAtAnswer = peakProcess;
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByTestId('hint').waitFor();
    const hinted = Date.now() - t0;
    await page.getByRole('button', { name: 'Solve', exact: true }).click();
    const faster = page.getByRole('button', { name: 'Faster' });
    for (let i = 0; i < 6 && (await faster.isEnabled()); i++) await faster.click();
    await page.getByTestId('win').waitFor({ timeout: 120_000 });
    line = `board ${shown} ms, moves to go ${answered} ms (${answered - shown} ms after the board), hint ${hinted} ms, won after Solve at ${Date.now() - t0} ms`;
  }
  // Main-thread tasks over 50 ms after the first paint: when (ms after the paint) and how long.
  const { paint, after: late } = await longTasksAfterPaint(page);
  const worst = Math.max(0, ...late.map((t) => t.ms));
  const tasks = late.map((t) => `${Math.round(t.ms)} ms at +${Math.round(t.start - paint)}`).join(', ');
  clearInterval(sampler);
  const worker = logs.filter((l) => /^(start plan|analysis|plan search)/.test(l)).join('; ');
  const search = /(?:start plan|plan search in \d+ workers): (\d+) positions in (\d+) ms/.exec(worker);
  const rate = search ? `; ${(Number(search[1]) / Number(search[2]) / 1000).toFixed(2)} million positions a second` : '';
  const atAnswer = peakAtAnswer === null ? '' : ` (${Math.round(peakAtAnswer / 2 ** 20)} MB until moves to go)`;
  const largest = `; largest browser process ${Math.round(peakProcess / 2 ** 20)} MB at its peak${atAnswer}`;
  console.log(`${name}: ${line}; worker: ${worker || 'no report'}${rate}${largest}; longest task after the first paint ${Math.round(worst)} ms${tasks ? ` (${tasks}; first paint at ${Math.round(paint)} ms)` : ''}`);
  await page.close();
}
await browser.close();

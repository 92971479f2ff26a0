// The big boards' answers in the three engines (a benchmark, not a test; issue 62, item 5): for
// the UvA 9×9 boards, the time from the page's navigation to its first answer (moves to go), then
// a walk of legal moves chosen by a seeded random order (the same walk in every engine, off the
// plan as a wandering player's) and the time from each move to its answer. Chromium, Firefox and
// WebKit run through the cross-engine scenarios' driver (tests/engines/driver), board by board,
// one engine after the other in each round, so their ratios come from one run.
//
// Usage: xvfb-run -a node scripts/engine-bench.mjs [--rounds N] [--moves N] [--engines a,b] [--budget MB] [board…]
//   BASE_URL=http://127.0.0.1:8080/ (scripts/serve serves the release build there). Boards:
//   uva-9x9-4, uva-9x9-5 (the default), uva-9x9-6, as puzzles/large-boards.txt names them.
// Times are read in the page (performance.now at each change of the counter, from a
// MutationObserver), so the driver's round trips do not count.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromium from '../tests/engines/driver/chromium.mjs';
import * as firefox from '../tests/engines/driver/firefox.mjs';
import * as webkit from '../tests/engines/driver/webkit.mjs';
import { DESKTOP, Page, showMovesToGo } from '../tests/engines/driver/index.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080/';
const BACKENDS = { chromium, firefox, webkit };
const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '1' },
    moves: { type: 'string', default: '8' },
    engines: { type: 'string', default: 'chromium,firefox,webkit' },
    seed: { type: 'string', default: '1' },
    // The engine worker's memory budget in MB (localStorage `rush-hour/memory-budget-mb`,
    // src/app/engine/analysis.rs) in place of the browser's word: Chromium tells the device's
    // memory (a quarter of it, up to 1 GB), Firefox and WebKit do not (384 MB).
    budget: { type: 'string' },
  },
});
const large = Object.fromEntries(
  readFileSync(new URL('../puzzles/large-boards.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length >= 3 && !f[0].startsWith('#'))
    .map(([moves, grid, name]) => [name, { grid, moves: Number(moves) }]),
);
const boards = positionals.length ? positionals : ['uva-9x9-5'];
for (const b of boards) if (!large[b]) throw new Error(`${b}: not a board of puzzles/large-boards.txt`);
const engines = opts.engines.split(',');
for (const e of engines) if (!BACKENDS[e]) throw new Error(`${e}: not one of ${Object.keys(BACKENDS).join(', ')}`);

/** In the page: a log of the counter's states, each with the time it came (performance.now). */
function installLog() {
  if (window.__counterLog) return;
  const log = (window.__counterLog = []);
  const read = () => {
    const g = document.querySelector('[data-testid=to-go]');
    const e = {
      t: performance.now(),
      moves: document.querySelector('[data-testid=moves]')?.dataset.value ?? null,
      state: g?.dataset.state ?? null,
      value: g?.dataset.value ?? null,
    };
    const last = log.at(-1);
    if (!last || last.moves !== e.moves || last.state !== e.state || last.value !== e.value) log.push(e);
  };
  read();
  new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** A small seeded generator (mulberry32), so every engine plays the same walk. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** In the page: the vehicles' labels (the red car's last, so the walk wanders) and the moves made. */
function vehicles() {
  const labels = [...document.querySelectorAll('svg.board .vehicle[data-car]')].map((e) => e.dataset.car);
  return { labels, moves: Number(document.querySelector('[data-testid=moves]').dataset.value) };
}

/** In the page: `label` focused; whether it lies across the board. */
function focusVehicle(label) {
  const e = document.querySelector(`svg.board .vehicle[data-car="${label}"]`);
  e.focus();
  const box = e.getBBox();
  return box.width > box.height;
}

/** Waits in the page's log for the counter at `moves` moves with an answer (or an end without
 * one); returns the milliseconds from the first entry at `moves` moves to the answer. */
async function answerAfter(page, moves, timeout = 240_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const log = await page.evaluate(() => window.__counterLog);
    const at = log.filter((e) => e.moves === String(moves));
    const done = at.find((e) => e.state !== 'searching' && e.state !== 'pending');
    if (done) return { ms: done.t - at[0].t, value: done.value, state: done.state, at: done.t };
    if (Date.now() > end) throw new Error(`no answer at ${moves} moves within ${timeout} ms: ${JSON.stringify(log.slice(-3))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One engine on one board: the first answer, then the walk's answers. */
async function run(browser, name, round) {
  const { grid } = large[name];
  const page = new Page(await browser.newPage(DESKTOP));
  try {
    // "Show moves to go" on, saved with the settings, before the board's own load.
    await page.goto(new URL('#ooooooooooooAAoooooooooooooooooooooo', BASE_URL).href);
    await page.waitForSelector('svg.board [data-car="A"]');
    await page.evaluate(showMovesToGo);
    if (opts.budget) await page.evaluate((mb) => localStorage.setItem('rush-hour/memory-budget-mb', mb), opts.budget);
    await page.waitFor(() => document.querySelector('[data-testid=to-go]') !== null, null, { what: 'moves to go shown' });
    await page.goto(new URL(`?round=${round}#${grid}`, BASE_URL).href);
    await page.evaluate(installLog);
    const first = await answerAfter(page, 0);
    const walk = [];
    const next = random(Number(opts.seed) + round);
    for (let i = 0; i < Number(opts.moves); i++) {
      const { labels, moves } = await page.evaluate(vehicles);
      const order = labels.map((l) => [next(), l]).sort((a, b) => a[0] - b[0]).map(([, l]) => l);
      let moved = false;
      for (const label of order) {
        const across = await page.evaluate(focusVehicle, label);
        for (const key of next() < 0.5 ? [0, 1] : [1, 0]) {
          await page.press(across ? ['ArrowRight', 'ArrowLeft'][key] : ['ArrowDown', 'ArrowUp'][key]);
          const now = (await page.evaluate(vehicles)).moves;
          if (now === moves + 1) {
            moved = true;
            break;
          }
        }
        if (moved) break;
      }
      if (!moved) throw new Error(`no legal move found at ${moves} moves`);
      const answer = await answerAfter(page, moves + 1);
      walk.push(answer);
      if (answer.state === 'won') break;
    }
    return { first: first.at, firstValue: first.value, walk: walk.map((w) => w.ms), values: walk.map((w) => w.value) };
  } finally {
    await page.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const ms = (x) => `${Math.round(x).toLocaleString('en')} ms`;

const browsers = {};
for (const e of engines) {
  browsers[e] = await BACKENDS[e].launch();
  console.log(`# ${e}: ${browsers[e].version}`);
}
console.log(`# ${new Date().toISOString()} ${BASE_URL} rounds ${opts.rounds}, walks of ${opts.moves} moves, seed ${opts.seed}, memory budget ${opts.budget ? `${opts.budget} MB` : "the browser's"}`);
try {
  for (const name of boards) {
    const results = Object.fromEntries(engines.map((e) => [e, { first: [], walk: [] }]));
    for (let round = 0; round < Number(opts.rounds); round++) {
      for (const e of engines) {
        // (The driver's messages name the ENGINE of the environment: this says which one ran.)
        const r = await run(browsers[e], name, round).catch((err) => {
          throw new Error(`${e}, ${name}, round ${round + 1}: ${err.message}`);
        });
        results[e].first.push(r.first);
        results[e].walk.push(...r.walk);
        console.log(`${name} round ${round + 1} ${e}: first answer ${ms(r.first)} (${r.firstValue} to go); after each move ${r.walk.map((x) => Math.round(x)).join(', ')} ms (to go ${r.values.join(', ')})`);
      }
    }
    const base = results[engines[0]];
    for (const e of engines) {
      const { first, walk } = results[e];
      const ratio = (a, b) => (e === engines[0] ? '' : ` (${(a / b).toFixed(2)}× ${engines[0]})`);
      console.log(
        `${name} ${e}: first answer median ${ms(median(first))}${ratio(median(first), median(base.first))}; ` +
          `after a move median ${ms(median(walk))}${ratio(median(walk), median(base.walk))}, worst ${ms(Math.max(...walk))}${ratio(Math.max(...walk), Math.max(...base.walk))}`,
      );
    }
  }
} finally {
  for (const b of Object.values(browsers)) await b.close();
}

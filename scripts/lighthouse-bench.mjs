// scripts/bench-lighthouse's runs: Lighthouse (the npm package, its CLI) with Debian's Chromium
// (CHROME_PATH) on the site in DIR served by scripts/static-server.mjs on PORT, for the game's page
// (/) and the tools page (/tools/), Lighthouse's mobile preset (its default: a mid-range phone,
// simulated slow 4G and 4× CPU slowdown) and desktop preset, RUNS runs each; the median of each
// figure per page and preset printed as a table, with how many runs had a late first paint (such a
// run's score is not comparable: docs/benchmarks.md), each run's JSON report kept under OUT.
// CPU_SLOWDOWN=N: the mobile preset's simulated CPU slowdown N× in place of Lighthouse's 4×.
// AGAINST=OTHER_DIR: the same for a second build, served on PORT + 1, run turn about with the
// first (one run of each in turn, OTHER_DIR's first), so that both meet the same minutes of a
// noisy machine; its rows follow each of DIR's.
//
//   node scripts/lighthouse-bench.mjs DIR OUT [PORT] [RUNS]
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteServer } from './static-server.mjs';

const [dir, out, port = '8140', runs = '3'] = process.argv.slice(2);
if (!dir || !out) throw new Error('usage: node scripts/lighthouse-bench.mjs DIR OUT [PORT] [RUNS]');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouse = join(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse');
mkdirSync(out, { recursive: true });

// The builds measured: DIR, and AGAINST's (run first in each turn) when it is set.
const builds = [
  ...(process.env.AGAINST ? [{ name: process.env.AGAINST, dir: process.env.AGAINST, port: Number(port) + 1, tag: 'against-' }] : []),
  { name: dir, dir, port: Number(port), tag: '' },
];
for (const build of builds) {
  build.server = siteServer(build.dir);
  await new Promise((resolve) => build.server.listen(build.port, '127.0.0.1', resolve));
}
/** Runs a command to its end (spawn's options), failing on a non-zero exit or a signal. */
function runToEnd(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args[0]}: exit ${code ?? signal}`))));
  });
}
// A run whose observed first paint came after this is one of the late kind (docs/benchmarks.md):
// its score is not comparable with the others'.
const LATE_PAINT_MS = 600;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [];
try {
  for (const [page, path] of [['game (/)', ''], ['tools (/tools/)', 'tools/']]) {
    for (const preset of ['mobile', 'desktop']) {
      const figures = new Map(builds.map((b) => [b, []]));
      for (let run = 1; run <= Number(runs); run++) {
        for (const build of builds) {
          const file = join(out, `${build.tag}${path ? 'tools' : 'game'}-${preset}-${run}.json`);
          // Lighthouse's own log of the run beside its report.
          const log = openSync(file.replace(/\.json$/, '.log'), 'w');
          // Asynchronous: the servers run in this process and must answer meanwhile.
          await runToEnd(
            lighthouse,
            [
              `http://127.0.0.1:${build.port}/${path}`,
              ...(preset === 'desktop' ? ['--preset=desktop'] : []),
              '--only-categories=performance,accessibility',
              // CPU_SLOWDOWN: the simulated phone's CPU slowdown in place of Lighthouse's 4×, to
              // see the margin a slower machine would leave (docs/testing.md).
              ...(preset === 'mobile' && process.env.CPU_SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${process.env.CPU_SLOWDOWN}`] : []),
              '--output=json',
              `--output-path=${file}`,
              // A fresh profile each run (no cache, no service worker).
              '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
            ],
            // A run that hangs (seen once on a loaded machine) is stopped and the bench fails.
            { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', log, log], timeout: 300_000, killSignal: 'SIGKILL' },
          );
          closeSync(log);
          const report = JSON.parse(readFileSync(file, 'utf8'));
          const f = {
            performance: Math.round(report.categories.performance.score * 100),
            accessibility: Math.round(report.categories.accessibility.score * 100),
            lcp: report.audits['largest-contentful-paint'].numericValue,
            tbt: report.audits['total-blocking-time'].numericValue,
            cls: report.audits['cumulative-layout-shift'].numericValue,
            // When this run's Chromium painted first (its trace, at full speed): at about 0.2 s, or
            // late (seen at about 1.2 s on this machine kind, the main thread idle meanwhile), when
            // the app's start, which waits for that paint, falls before it and counts for less.
            paint: report.audits.metrics.details.items[0].observedFirstContentfulPaint,
          };
          figures.get(build).push(f);
          console.error(`# ${build.name} ${page} ${preset} run ${run}: performance ${f.performance}, TBT ${Math.round(f.tbt)} ms, first paint at ${Math.round(f.paint)} ms`);
        }
      }
      for (const build of [...builds].reverse()) {
        const all = figures.get(build);
        const m = (key) => median(all.map((f) => f[key]));
        rows.push(
          `| ${builds.length > 1 ? `${build.name} | ` : ''}${page} | ${preset} | ${m('performance')} (${all.map((f) => f.performance).join(', ')}) | ` +
            `${m('accessibility')} | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ` +
            `${all.filter((f) => f.paint > LATE_PAINT_MS).length} of ${all.length} |`,
        );
      }
    }
  }
} finally {
  for (const build of builds) build.server.close();
}
const version = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
const what = builds.length > 1 ? `${dir} and ${process.env.AGAINST} turn about` : dir;
const slowdown = process.env.CPU_SLOWDOWN ? `, mobile's CPU slowdown ${process.env.CPU_SLOWDOWN}× (not 4×)` : '';
console.log(`Lighthouse ${version}, ${chrome}, ${what}${slowdown}: the median of ${runs} runs (performance: each run's in brackets)`);
console.log(`| ${builds.length > 1 ? 'build | ' : ''}page | preset | performance | accessibility | LCP | TBT | CLS | first paint late |`);
console.log(`|${builds.length > 1 ? '---|' : ''}---|---|---|---|---|---|---|---|`);
for (const row of rows) console.log(row);

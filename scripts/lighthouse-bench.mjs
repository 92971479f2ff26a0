// scripts/bench-lighthouse's runs: Lighthouse (the npm package, its CLI) with Debian's Chromium
// (CHROME_PATH) on the site in DIR served by scripts/static-server.mjs on PORT, for the game's page
// (/) and the tools page (/tools/), Lighthouse's mobile preset (its default: a mid-range phone,
// simulated slow 4G and 4× CPU slowdown) and desktop preset, RUNS runs each; the median of each
// figure per page and preset printed as a table, each run's JSON report kept under OUT.
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

const server = siteServer(dir);
await new Promise((resolve) => server.listen(Number(port), '127.0.0.1', resolve));
/** Runs a command to its end (spawn's options), failing on a non-zero exit or a signal. */
function runToEnd(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args[0]}: exit ${code ?? signal}`))));
  });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [];
try {
  for (const [page, path] of [['game (/)', ''], ['tools (/tools/)', 'tools/']]) {
    for (const preset of ['mobile', 'desktop']) {
      const figures = [];
      for (let run = 1; run <= Number(runs); run++) {
        const file = join(out, `${path ? 'tools' : 'game'}-${preset}-${run}.json`);
        // Lighthouse's own log of the run beside its report.
        const log = openSync(file.replace(/\.json$/, '.log'), 'w');
        // Asynchronous: the server runs in this process and must answer meanwhile.
        await runToEnd(
          lighthouse,
          [
            `http://127.0.0.1:${port}/${path}`,
            ...(preset === 'desktop' ? ['--preset=desktop'] : []),
            '--only-categories=performance,accessibility',
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
        figures.push({
          performance: Math.round(report.categories.performance.score * 100),
          accessibility: Math.round(report.categories.accessibility.score * 100),
          lcp: report.audits['largest-contentful-paint'].numericValue,
          tbt: report.audits['total-blocking-time'].numericValue,
          cls: report.audits['cumulative-layout-shift'].numericValue,
        });
        console.error(`# ${page} ${preset} run ${run}: performance ${figures.at(-1).performance}`);
      }
      const m = (key) => median(figures.map((f) => f[key]));
      rows.push(
        `| ${page} | ${preset} | ${m('performance')} (${figures.map((f) => f.performance).join(', ')}) | ${m('accessibility')} | ` +
          `${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`,
      );
    }
  }
} finally {
  server.close();
}
console.log(`Lighthouse ${JSON.parse(readFileSync(join(import.meta.dirname, '..', 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version}, ${chrome}, ${dir}: the median of ${runs} runs (performance: each run's in brackets)`);
console.log('| page | preset | performance | accessibility | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

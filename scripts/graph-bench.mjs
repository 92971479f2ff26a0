// How long the classroom's state graph takes to draw in the browser: Fogleman's 51-move cluster
// (4,780 positions) and a 25,027-position cluster, in headless Chromium at 1280×800. For each:
// the graph's build (once: the cluster analysed and graph::build run in the engine worker) and
// its reading on the page (the bytes read back and laid out), then `count` paints of the
// whole graph (Fit) and `count` of the graph zoomed 1.5× about its centre (+), in turn: the
// paint's own time (the canvas calls, `data-draw-ms`) and the time until its pixels are ready
// (that plus a one-pixel read, which waits for the raster), median and worst.
// Usage: BASE_URL=http://127.0.0.1:8080/ node scripts/graph-bench.mjs [count]
// (scripts/serve serves the release build on that address.)
import { launchChromium } from './chromium.mjs';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080/';
const COUNT = Number(process.argv[2] ?? 20);
const CLUSTERS = [
  ['GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo', "Fogleman's 51-move cluster"],
  ['oCCooooooIDDxAAIoJooHEEJooHFFKGGGooK', 'a 25,027-position cluster'],
];
const browser = await launchChromium();
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
console.log('cluster                          positions    edges  build ms  read ms  view    paint ms (median, worst)  to pixels ms (median, worst)');
for (const [grid, name] of CLUSTERS) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(new URL(`tools/?mode=classroom#${grid}`, BASE_URL).href);
  const canvas = page.locator('[data-testid=graph][data-draw-ms]');
  await canvas.waitFor({ timeout: 60_000 });
  await page.getByTestId('state-graph').evaluate((s) => s.scrollIntoView({ block: 'start' }));
  const times = { whole: [[], []], zoomed: [[], []] };
  for (let i = 0; i < 2 * COUNT; i++) {
    await canvas.evaluate((c) => c.removeAttribute('data-scale'));
    await page.getByTestId(i % 2 ? 'graph-fit' : 'graph-zoom-in').click();
    await page.locator('[data-testid=graph][data-scale]').waitFor();
    const [paint, flush] = await canvas.evaluate((c) => {
      const t = performance.now();
      c.getContext('2d').getImageData(0, 0, 1, 1);
      return [Number(c.dataset.drawMs), performance.now() - t];
    });
    const [paints, pixels] = times[i % 2 ? 'whole' : 'zoomed'];
    paints.push(paint);
    pixels.push(paint + flush);
  }
  const d = await canvas.evaluate((c) => ({ nodes: c.dataset.nodes, edges: c.dataset.edges, build: c.dataset.buildMs, read: c.dataset.readMs }));
  const f = (v) => `${median(v).toFixed(1)}, ${Math.max(...v).toFixed(1)}`;
  for (const [view, [paints, pixels]] of Object.entries(times)) {
    console.log(`${name.padEnd(32)} ${d.nodes.padStart(9)} ${d.edges.padStart(8)} ${d.build.padStart(9)} ${d.read.padStart(8)}  ${view.padEnd(6)} ${f(paints).padStart(25)} ${f(pixels).padStart(29)}`);
  }
  await page.close();
}
await browser.close();

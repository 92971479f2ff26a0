// The classroom (the tools page): the search visualizer's layers from the engine worker, run to
// the goal; the state graph drawn on its canvas, the dot under the pointer, a click to jump; the
// proof of the optimum (Bounds) run to its end and carried to Present.
import assert from 'node:assert/strict';
import { ENGINE, showMovesToGo, test, useBrowser } from './driver/index.mjs';
import { CARD_1 } from './game.mjs';

const browser = useBrowser();
const depth = (page, d) => page.waitFor((d) => document.querySelector('[data-testid=viz-stats]')?.dataset.depth === String(d), d, { what: `depth ${d}` });

test(`${ENGINE}: classroom: the layer search runs to seed card 1's goal at depth 9`, async () => {
  const page = await browser.open(`tools/?mode=classroom#${CARD_1}`, { ready: '[data-testid=viz-stats]' });
  await depth(page, 0);
  await page.click({ button: 'Next layer' });
  await depth(page, 1);
  assert.ok((await page.count('[data-testid=viz-board]')) >= 1, 'the layer is drawn as boards');
  await page.click({ button: 'Run' });
  await page.waitForSelector('[data-testid=viz-plan]', { timeout: 30_000 });
  assert.equal(await page.attr('[data-testid=viz-plan]', 'data-moves'), '9');
  assert.equal(await page.count('[data-testid=viz-chart] .bar'), 10, 'one bar per depth, 0 to 9');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: classroom: the state graph of seed card 1 is painted; hover shows a position, a click goes there`, async () => {
  const page = await browser.open(`tools/?mode=classroom#${CARD_1}`, { ready: '[data-testid=graph][data-draw-ms]' });
  const g = await page.evaluate(() => {
    const c = document.querySelector('[data-testid=graph]');
    c.scrollIntoView({ block: 'center' });
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let inked = 0;
    for (let i = 3; i < d.length; i += 4) inked += d[i] > 0;
    return { nodes: Number(c.dataset.nodes), edges: Number(c.dataset.edges), inked, best: c.dataset.best.split(' ').filter(Boolean).map((p) => p.split(',').map(Number)) };
  });
  assert.equal(g.nodes, 111);
  assert.equal(g.edges, 315);
  assert.ok(g.inked > 2000, `the canvas is painted (${g.inked} pixels)`);
  assert.equal(g.best.length, 10);
  /** A point of the canvas's picture in viewport pixels. */
  const at = async ([x, y]) => {
    const [left, top] = await page.evaluate(() => {
      const c = document.querySelector('[data-testid=graph]');
      const r = c.getBoundingClientRect();
      return [r.left + c.clientLeft, r.top + c.clientTop];
    });
    return { x: left + x, y: top + y };
  };
  const five = await at(g.best[4]);
  await page.mouseMove({ x: five.x - 3, y: five.y });
  await page.mouseMove(five);
  await page.waitFor(() => document.querySelector('[data-testid=graph-hover]')?.dataset.distance === '5', null, { what: 'the hovered dot' });
  await page.screenshot('classroom-graph-1280x800');
  const three = await at(g.best[6]);
  await page.mouseClick(three);
  await page.click('[data-testid=mode-play]');
  // The game's panel, where "Show moves to go" is (the page opened on the Classroom).
  await page.waitForSelector('[data-testid=moves]');
  await page.evaluate(showMovesToGo);
  await page.waitFor(() => document.querySelector('[data-testid=to-go]')?.dataset.value === '3', null, { what: '3 to go' });
  assert.equal(await page.attr('[data-testid=moves]', 'data-value'), '6');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: classroom: the proof of seed card 1's optimum (9 moves) runs to its end, and Present shows the same proof (B)`, async () => {
  const page = await browser.open(`tools/?mode=classroom#${CARD_1}`, { ready: '[data-testid=bounds-run]' });
  // By the keyboard: the panels above it still grow as their searches answer, which can move
  // the button from under a click aimed a moment before (WebKit).
  await page.evaluate(() => document.querySelector('[data-testid=bounds-run]').focus());
  await page.press('Enter');
  await page.waitForSelector('[data-testid=bounds-outcome][data-end=optimal]', { timeout: 60_000 });
  assert.equal(await page.attr('[data-testid=bounds-outcome]', 'data-moves'), '9');
  assert.ok((await page.count('[data-testid=bounds-step][data-kind=lower]')) >= 1, 'k by k');
  await page.screenshot('classroom-bounds');
  await page.click({ css: '[data-testid=mode-present]' });
  await page.waitForSelector('[data-testid=present-plan] li');
  await page.press('b');
  await page.waitForSelector('[data-testid=present-proven]');
  assert.equal(await page.text('[data-testid=present-proven]'), 'Optimum proven: 9 moves');
  await page.screenshot('present-proof');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

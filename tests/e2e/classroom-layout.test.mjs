// End-to-end tests of the Classroom's first screen and its words for a teacher: at 1280×800 both
// pictures (the layer search and the state graph) side by side; on a 390×844 phone every visible
// control of the Classroom and of Present a 44 px target; on XTL card 40 the table's "Shortest?" set
// against the optimum (3 × blocking's 51-move plan is a shortest one) and the layer search's
// expansions at the goal equal to the table's BFS; how each algorithm works shown by a button
// (touch and keys), not by hover. Screenshots go to tests/e2e/screenshots/. Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/classroom-layout.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, appStarted, withBrowser } from './harness.mjs';

// Seed card 1 (9 moves, 111 positions); ThinkFun's XTL card 40 (51 moves, 4,780 positions).
const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
const XTL_CARD_40 = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const chrome = withBrowser();

/** The tools page in `mode` on `grid`, once `ready` (a selector) is shown. */
async function tools(mode, grid, viewport, ready) {
  const context = await chrome.browser.newContext({ viewport, hasTouch: viewport.width < 600, isMobile: viewport.width < 600 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  await page.goto(new URL(`tools/?mode=${mode}#${grid}`, BASE_URL).href);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await appStarted(page);
  return { page, context, errors };
}

const rowsDone = (page) =>
  page.waitForFunction(() => document.querySelector('[data-testid=compare-table]')?.getAttribute('aria-busy') === 'false', null, { timeout: 60_000 });

test('Classroom at 1280×800: the layer search and the state graph share the first screen', async () => {
  const { page, context, errors } = await tools('classroom', XTL_CARD_40, DESKTOP, '[data-testid=graph][data-draw-ms]');
  const box = (id) => page.getByTestId(id).boundingBox();
  const [viz, graph, canvas] = [await box('visualizer'), await box('state-graph'), await box('graph')];
  assert.ok(viz.x + viz.width <= DESKTOP.width / 2 + 8, `the layer search is in the left half (its right edge at ${viz.x + viz.width})`);
  assert.ok(graph.x >= DESKTOP.width / 2 - 8, `the state graph is in the right half (its left edge at ${graph.x})`);
  assert.ok(graph.y < DESKTOP.height / 2, `the state graph starts at y ${graph.y}, on the first screen`);
  assert.ok(Math.abs(graph.y - viz.y) < 2, `side by side: tops at ${viz.y} and ${graph.y}`);
  assert.ok(canvas.y + canvas.height <= DESKTOP.height, `the graph's canvas ends at y ${canvas.y + canvas.height}, within the first screen`);
  assert.ok(canvas.width > 450, `the canvas is ${canvas.width} px wide`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);
  await page.screenshot({ path: join(SCREENSHOTS, 'classroom-first-screen-1280x800.png') });
  await rowsDone(page);
  await page.screenshot({ path: join(SCREENSHOTS, 'classroom-1280x800-full.png'), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

/** Every visible control under `within` (and the mode tabs) smaller than 44×44 CSS px. */
async function smallControls(page, within) {
  return page.evaluate((within) => {
    const controls = 'button, select, input, textarea, summary, a[href], [tabindex]:not([tabindex="-1"]), [role=button], [role=tab]';
    const small = [];
    for (const e of document.querySelectorAll(`${within} :is(${controls}), .app-header .modes :is(${controls})`)) {
      const b = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      if (b.width === 0 || b.height === 0 || style.visibility === 'hidden') continue;
      if (b.width < 44 || b.height < 44) {
        const name = (e.getAttribute('aria-label') || e.textContent || e.tagName).trim().replace(/\s+/g, ' ').slice(0, 30);
        small.push(`${e.tagName.toLowerCase()} "${name}" ${Math.round(b.width)}×${Math.round(b.height)}`);
      }
    }
    return small;
  }, within);
}

test('on a 390×844 phone every visible control of the Classroom and of Present is 44×44 px or more', async () => {
  const { page, context, errors } = await tools('classroom', CARD_1, PHONE, '[data-testid=graph][data-draw-ms]');
  await rowsDone(page);
  await page.getByTestId('metric-steps').waitFor({ timeout: 30_000 });
  const count = await page.evaluate(() => document.querySelectorAll('[data-testid=classroom] :is(button, select, a[href])').length);
  assert.ok(count >= 12, `only ${count} controls found in the Classroom`);
  assert.deepEqual(await smallControls(page, '[data-testid=classroom]'), [], 'controls of the Classroom under 44 px');
  // An explanation opened shows no control smaller either.
  await page.getByTestId('how-toggle').first().click();
  assert.deepEqual(await smallControls(page, '[data-testid=classroom]'), [], 'controls of the Classroom under 44 px, an explanation open');
  await page.screenshot({ path: join(SCREENSHOTS, 'classroom-390x844.png') });
  await page.screenshot({ path: join(SCREENSHOTS, 'classroom-390x844-full.png'), fullPage: true });

  await page.getByTestId('mode-present').click();
  await page.locator('[data-testid=present-plan] li').first().waitFor();
  assert.deepEqual(await smallControls(page, '[data-testid=present]'), [], 'controls of Present under 44 px');
  await page.screenshot({ path: join(SCREENSHOTS, 'present-390x844.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

test("XTL card 40: Shortest? sets each plan against the optimum; the layer search's expansions at the goal are the table's BFS's; names explain by touch and keys", async () => {
  const { page, context, errors } = await tools('classroom', XTL_CARD_40, DESKTOP, '[data-testid=visualizer] .viz-stats');
  await rowsDone(page);
  const row = (name) => page.locator(`[data-testid=compare-table] tr[data-algorithm="${name}"]`);
  // 3 × blocking promises no shortest plan, but its 51 moves are the optimum.
  const weighted = row('A* (3 × blocking)');
  assert.equal(await weighted.getAttribute('data-moves'), '51');
  assert.equal(await weighted.getAttribute('data-shortest'), 'yes');
  assert.equal(await weighted.locator('td.shortest').innerText(), 'yes (not promised)');
  assert.equal(await row('BFS').locator('td.shortest').innerText(), 'yes');
  assert.equal(await row('DFS (depth ≤ 50)').getAttribute('data-shortest'), 'none', 'DFS within 50 moves finds no plan');
  // No explanation waits for a hover.
  const note = await page.getByTestId('compare').locator('.panel-note').first().innerText();
  assert.doesNotMatch(note, /hover/i);
  assert.equal(await page.locator('[data-testid=compare] [title], [data-testid=compare] abbr[title]').count(), 0, 'no explanation only in a title');
  // A name's button shows how it works under its row, and hides it again: by a tap, then by keys.
  const toggle = weighted.getByTestId('how-toggle');
  const how = page.locator('#how-a3blocking');
  assert.equal(await how.isVisible(), false);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.match(await how.innerText(), /A\* \(3 × blocking\): A\* always expands/);
  assert.match(await how.innerText(), /overestimat/i);
  await toggle.click();
  assert.equal(await how.isVisible(), false);
  const bfsToggle = row('BFS').getByTestId('how-toggle');
  await bfsToggle.focus();
  await page.keyboard.press('Enter');
  assert.match(await page.locator('#how-bfs').innerText(), /Breadth-first search explores positions in order of their distance/);
  await page.keyboard.press('Space');
  assert.equal(await page.locator('#how-bfs').isVisible(), false);

  // The layer search run to the goal: its expansions at the goal are the table's BFS's (which
  // stops there); its own count is every position of the layers before the goal's.
  const tableBfs = Number(await row('BFS').getAttribute('data-expanded'));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const found = page.getByTestId('viz-expanded-to-goal');
  await found.waitFor({ timeout: 90_000 });
  assert.equal(Number(await found.getAttribute('data-expanded')), tableBfs);
  const stats = page.getByTestId('viz-stats');
  const layers = await page.getByTestId('viz-chart').locator('.bar').evaluateAll((bars) => bars.map((b) => Number(b.dataset.value)));
  assert.equal(layers.length, 52);
  assert.equal(Number(await stats.getAttribute('data-expanded')), layers.slice(0, 51).reduce((a, b) => a + b, 0));
  assert.ok(Number(await stats.getAttribute('data-expanded')) > tableBfs);
  assert.match(await stats.innerText(), /seen [\d,]+.*expanded [\d,]+/s);
  assert.match(await found.innerText(), new RegExp(`expanding position ${tableBfs.toLocaleString('en-US')}`));
  console.log(`XTL card 40: the table's BFS expanded ${tableBfs}, the layer search ${await stats.getAttribute('data-expanded')}`);
  await page.getByTestId('visualizer').screenshot({ path: join(SCREENSHOTS, 'classroom-viz-card40-found.png') });
  assert.deepEqual(errors, []);
  await context.close();
});

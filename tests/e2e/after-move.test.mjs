// End-to-end test of the answers after a move off the plan on a board whose cluster is too large
// for the page (issue 62): once the engine worker keeps the layers of the search from the start
// (its answer in the console), a move off the plan is answered from them (an answer of fewer
// positions than the search's budget), with the native solver's moves to go; the hint from there is a legal move one closer
// to the goal. How long each answer took is printed (a benchmark's figure, not a timed test:
// docs/benchmarks.md, "Answers after a move"). And while the engine works, on a first visit
// (moves to go off), a line under Hint and Solve says what they wait for (issue 62, item 4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENSHOTS, openGame, withBrowser } from './harness.mjs';

// UvA 9×9 #6 (18 moves).
const UVA_9X9_6 = 'BBCCEooGoHDDDEFFGoHoIIKLoJJooNOKLMMMAANOooooooRoOPPQQWXRSSZTTTWXoUUZVVoWXYYYZoooo';

const chrome = withBrowser();

const car = (page, label) => page.locator(`svg.board .vehicle[data-car="${label}"]`);

async function key(page, label, arrow) {
  await car(page, label).focus();
  await page.keyboard.press(arrow);
}

const toGo = (page) => page.locator('[data-testid=to-go]').getAttribute('data-value');

/** Waits for moves to go to read `value`; returns the milliseconds it took from `since`. */
async function answered(page, value, since) {
  await page.locator(`[data-testid=to-go][data-value="${value}"]`).waitFor({ timeout: 90_000 });
  return Date.now() - since;
}

test('9×9 #6: after a move off the plan, moves to go and the hint from the layers kept', async () => {
  const { context, page, errors } = await openGame(chrome, UVA_9X9_6, {
    viewport: { width: 1280, height: 800 },
    ready: '[data-testid=to-go][data-value="18"]',
    timeout: 90_000,
  });
  const logs = [];
  page.on('console', (m) => logs.push(m.text()));
  // The engine worker's answers: "engine: N positions in M ms (layers kept)".
  const answers = () => logs.filter((l) => l.startsWith('engine: ')).map((l) => Number(l.split(' ')[1]));
  const kept = Date.now();
  while (answers().length === 0) {
    assert.ok(Date.now() - kept < 240_000, `no layers kept: ${logs.join(' | ')}`);
    await page.waitForTimeout(250);
  }
  // Each move and its distance from the native solver (the lean solver from the position
  // reached, engine/examples): U one left (18), then W one up (18).
  const steps = [
    ['U', 'ArrowLeft', '18'],
    ['W', 'ArrowUp', '18'],
  ];
  const times = [];
  for (const [i, [label, arrow, native]] of steps.entries()) {
    const before = answers().length;
    const since = Date.now();
    await key(page, label, arrow);
    await page.locator(`[data-testid=moves][data-value="${i + 1}"]`).waitFor();
    times.push(await answered(page, native, since));
    const found = answers().slice(before);
    assert.ok(found.length === 1 && found[0] < 250_000, `answered from the layers kept: ${logs.join(' | ')}`);
  }
  console.log(`# 9x9 #6 after a move: ${times.map((t) => `${t} ms`).join(', ')} (moves to go shown)`);
  // The hint from there: one closer to the goal when played.
  const last = Number(await toGo(page));
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hinted = page.locator('svg.board .vehicle.hinted');
  await hinted.waitFor({ timeout: 30_000 });
  await hinted.click();
  await answered(page, String(last - 1), Date.now());
  assert.deepEqual(errors, []);
  await context.close();
});

// The UvA 12×12 board (its search runs on until stopped).
const UVA_12X12 =
  'DoooooEBBBCC/DooooHEoooJK/FFFGGHPIIoJK/RSoooOPLLMMo/RSNNNOPQQQoo/RSAAUVoooooo/TTTXUVeZoass/WWWXYYeZoabb/ccgdddefffoj/ooghhhmoiiqj/oooooomoopqr/okklllmnnpqr';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`${viewport.width} px, a first visit (moves to go off): while the engine works, Hint and Solve say what they wait for, with the progress whole and a Stop`, async () => {
    const { context, page, errors } = await openGame(chrome, UVA_12X12, { viewport, movesToGo: false });
    const wait = page.getByTestId('engine-wait');
    await page.waitForFunction(() => /^[\d,]+ positions/.test(document.querySelector('[data-testid=search-progress]')?.textContent ?? ''), null, {
      timeout: 60_000,
    });
    assert.match(await wait.innerText(), /^Hint and Solve wait for (the engine's analysis|a plan from here)/);
    // Moves to go are off: the line under the buttons is what says an answer is coming.
    assert.equal(await page.getByTestId('to-go').count(), 0);
    for (const name of ['Hint', 'Solve']) {
      const button = page.getByRole('button', { name, exact: true });
      assert.ok(await button.isDisabled(), `${name} waits`);
      assert.equal(await button.getAttribute('aria-describedby'), 'engine-wait', `${name} says why it waits`);
    }
    await page.getByRole('button', { name: 'Stop analysis' }).waitFor();
    // Every figure whole: no part of the line is cut or runs past the panel.
    const cut = await page.evaluate(() => {
      const panel = document.querySelector('.controls').getBoundingClientRect();
      return [...document.querySelectorAll('[data-testid=engine-wait] > *')]
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > panel.right + 1)
        .map((e) => `"${e.textContent}" (${e.scrollWidth} px of ${e.clientWidth}, ending at ${Math.round(e.getBoundingClientRect().right)} px, the panel at ${Math.round(panel.right)} px)`);
    });
    assert.deepEqual(cut, []);
    // The line takes the room the hints used and the optimum had, a button's height, so the
    // buttons and everything under them stay where they were when it comes and when it goes.
    const rowHeight = () => page.evaluate(() => document.querySelector('.counter-detail').getBoundingClientRect().height);
    const tops = () =>
      page.evaluate(() => {
        const top = (e) => Math.round(e.getBoundingClientRect().top + window.scrollY);
        return { hint: top([...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Hint')), toggles: top(document.querySelector('.toggles')) };
      });
    const waiting = { row: await rowHeight(), ...(await tops()) };
    await wait.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, `engine-wait-${viewport.width}.png`) });
    await page.getByRole('button', { name: 'Stop analysis' }).click();
    await wait.waitFor({ state: 'detached' });
    const stopped = { row: await rowHeight(), ...(await tops()) };
    assert.ok(Math.abs(waiting.row - 44) < 1, `the line under the counter is ${waiting.row} px high while the engine works, not a button's 44`);
    assert.deepEqual(stopped, waiting, 'the line under the counter, Hint or the toggles moved when the wait ended');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// UvA 9×9 #4 (27 moves) and a wandering player's walk on it: one-cell moves never the plan's
// next one nor of the vehicle moved last, each with the native lean solver's moves to go after it
// (`cargo run --release -p rush-hour-engine --example wander_script -- uva-9x9-4 --moves 10 --seed 5`).
const UVA_9X9_4 = 'CBBBoEoooCooGoEDDDoooGoEooIFFoGoHHHIJAAKooooIJoOKoLLLQMMOPNNooQRoOPToooQRSSSTUUVV';
const WANDERING_9X9_4 = [
  ['B', 'ArrowRight', 27], ['N', 'ArrowRight', 27], ['F', 'ArrowRight', 28], ['J', 'ArrowUp', 29], ['N', 'ArrowRight', 28],
  ['L', 'ArrowLeft', 28], ['N', 'ArrowLeft', 29], ['J', 'ArrowUp', 29], ['H', 'ArrowLeft', 29], ['J', 'ArrowDown', 29],
];

test('9×9 #4: a player who wanders off the plan sees the native solver\'s moves to go at every step, then every hint played under the rules wins in as many moves', async () => {
  const { context, page, errors } = await openGame(chrome, UVA_9X9_4, {
    viewport: { width: 1280, height: 800 },
    ready: '[data-testid=to-go][data-value="27"]',
    timeout: 120_000,
  });
  const times = [];
  for (const [i, [label, arrow, native]] of WANDERING_9X9_4.entries()) {
    const since = Date.now();
    await key(page, label, arrow);
    await page.locator(`[data-testid=moves][data-value="${i + 1}"]`).waitFor();
    times.push(await answered(page, String(native), since));
  }
  console.log(`# 9x9 #4 wandering, moves to go shown after: ${times.map((t) => `${t} ms`).join(', ')}`);
  // Every hint from there, applied (the page plays it under the rules), one move closer each time.
  let left = WANDERING_9X9_4.at(-1)[2];
  const moves = WANDERING_9X9_4.length;
  for (let played = 1; left > 0; played++) {
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page.getByTestId('hint').getByRole('button', { name: 'Apply' }).click();
    await page.locator(`[data-testid=moves][data-value="${moves + played}"]`).waitFor();
    left -= 1;
    if (left > 0) await answered(page, String(left), Date.now());
  }
  await page.getByTestId('win').waitFor({ timeout: 30_000 });
  assert.deepEqual(errors, []);
  await context.close();
});

// UvA 9×9 #5 (22 moves) and #6 (18 moves), and a wandering player's walk on each, made as #4's
// above (`wander_script -- uva-9x9-5 --moves 8 --seed 3`, `-- uva-9x9-6 --moves 8 --seed 7`):
// answers past the page's budget of positions come from a search from scratch.
const UVA_9X9_5 = 'BBBFoCDoooooFoCDEEoooFGGIooooooHHIJJooKKKOAAQLoMooOooQLoMNNOPPQTURRWSSSXTUVVWoooX';
const WANDERING_9X9_5 = [
  ['L', 'ArrowUp', 22], ['T', 'ArrowUp', 22], ['L', 'ArrowUp', 22], ['H', 'ArrowLeft', 22],
  ['O', 'ArrowUp', 22], ['U', 'ArrowUp', 22], ['T', 'ArrowDown', 22], ['N', 'ArrowRight', 22],
];
const WANDERING_9X9_6 = [
  ['W', 'ArrowDown', 18], ['L', 'ArrowDown', 17], ['N', 'ArrowDown', 17], ['X', 'ArrowUp', 17],
  ['I', 'ArrowLeft', 17], ['L', 'ArrowUp', 18], ['K', 'ArrowDown', 17], ['Q', 'ArrowRight', 18],
];

for (const [name, grid, start, walk] of [
  ['#5', UVA_9X9_5, 22, WANDERING_9X9_5],
  ['#6', UVA_9X9_6, 18, WANDERING_9X9_6],
]) {
  test(`9×9 ${name}: a player who wanders off the plan sees the native solver's moves to go at every step, then every hint played under the rules wins in as many moves`, async () => {
    const { context, page, errors } = await openGame(chrome, grid, {
      viewport: { width: 1280, height: 800 },
      ready: `[data-testid=to-go][data-value="${start}"]`,
      timeout: 120_000,
    });
    const logs = [];
    page.on('console', (m) => logs.push(m.text()));
    // The layers kept first (the engine worker's answer in the console), as a player who reads
    // the board a while before moving.
    const kept = Date.now();
    while (!logs.some((l) => l.startsWith('engine: '))) {
      assert.ok(Date.now() - kept < 240_000, `no layers kept: ${logs.join(' | ')}`);
      await page.waitForTimeout(250);
    }
    const times = [];
    for (const [i, [label, arrow, native]] of walk.entries()) {
      const since = Date.now();
      await key(page, label, arrow);
      await page.locator(`[data-testid=moves][data-value="${i + 1}"]`).waitFor();
      times.push(await answered(page, String(native), since));
    }
    console.log(`# 9x9 ${name} wandering, moves to go shown after: ${times.map((t) => `${t} ms`).join(', ')}`);
    let left = walk.at(-1)[2];
    for (let played = 1; left > 0; played++) {
      await page.getByRole('button', { name: 'Hint', exact: true }).click();
      await page.getByTestId('hint').getByRole('button', { name: 'Apply' }).click();
      await page.locator(`[data-testid=moves][data-value="${walk.length + played}"]`).waitFor();
      left -= 1;
      if (left > 0) await answered(page, String(left), Date.now());
    }
    await page.getByTestId('win').waitFor({ timeout: 30_000 });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

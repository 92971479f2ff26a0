// End-to-end test of the answers after a move off the plan on a board whose cluster is too large
// for the page (issue 62): once the engine worker keeps the layers of the search from the start
// (its answer in the console), a move off the plan is answered from them (an answer of fewer
// positions than the search's budget), with the native solver's moves to go; the hint from there is a legal move one closer
// to the goal. How long each answer took is printed (a benchmark's figure, not a timed test:
// docs/benchmarks.md, "Answers after a move").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openGame, withBrowser } from './harness.mjs';

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

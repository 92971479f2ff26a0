// A page load logs nothing the console flags (issue 35): no warning or error from the game's page
// or the tools page, from their scripts, from the browser about their markup (a preload's
// `integrity`) or from their engine workers (wasm-bindgen's deprecated way of starting one). Run
// alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/console.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, withBrowser } from './harness.mjs';
import { CARD_1 } from './panels-helpers.mjs';

const chrome = withBrowser();

/** Opens `path` and collects every warning and error logged by the page and its workers. */
async function load(path, ready) {
  const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const logged = [];
  const listen = (where) => (m) => {
    if (m.type() === 'warning' || m.type() === 'error') logged.push(`${where} ${m.type()}: ${m.text()}`);
  };
  page.on('console', listen('page'));
  page.on('pageerror', (e) => logged.push(`page exception: ${e.message}`));
  page.on('worker', (worker) => worker.on('console', listen(`worker ${worker.url().split('/').pop()}`)));
  await page.goto(new URL(path, BASE_URL).href);
  // Loaded, and the engine's worker has answered (it has loaded its wasm and run a search).
  await page.locator(ready).waitFor({ timeout: 30_000 });
  return { context, logged };
}

test('loading the game page and the tools page logs no warning or error', async () => {
  for (const [path, ready] of [
    [`#${CARD_1}`, '[data-testid=to-go][data-value="9"]'],
    [`tools/?mode=edit#${CARD_1}`, '[data-testid=edit-verdict][data-state=ready]'],
    [`tools/?mode=play#${CARD_1}`, '[data-testid=to-go][data-value="9"]'],
  ]) {
    const { context, logged } = await load(path, ready);
    assert.deepEqual(logged, [], path);
    await context.close();
  }
});

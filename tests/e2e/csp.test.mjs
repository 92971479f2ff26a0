// The pages' Content-Security-Policy (scripts/trunk-post-build.mjs) in Chromium: served with it as a
// header that reports violations (tests/csp-server.mjs), the game's page (its engine worker and
// service worker) and the tools page (Edit, the Classroom with its board's SVG download, Present
// with its QR code) run and send no report; one violation made on purpose is blocked and
// reported. (The rest of this suite checks the <meta> policy too: its pages collect console
// errors, where Chromium logs every violation. tests/engines/csp.test.mjs: Firefox and WebKit.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from './harness.mjs';
import { CARD_1, opener, toGo } from './panels-helpers.mjs';
import { reportLine, serveWithReports } from '../csp-server.mjs';

const open = opener(withBrowser());
let site;
before(async () => {
  site = await serveWithReports();
});
after(() => site?.close());

test('the game and the tools page run under their policy with no violation; a violation on purpose is blocked and reported', async () => {
  const game = await open(`#${CARD_1}`, { base: site.base });
  const policy = await game.page.evaluate(() => document.querySelector('meta[http-equiv=Content-Security-Policy]').content);
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  assert.doesNotMatch(policy, /script-src[^;]*'unsafe-(inline|eval)'/);
  assert.equal(await toGo(game.page), 9, "the engine worker's answer");
  // The service worker, asked for once the app is idle, installs under its own header policy.
  await game.page.waitForFunction(() => navigator.serviceWorker.controller !== null || navigator.serviceWorker.ready.then(() => true), null, { timeout: 30_000 });
  await game.page.evaluate(() => navigator.serviceWorker.ready);
  assert.deepEqual(game.errors, []);
  await game.context.close();

  // The tools page opened at Play (where the opener finds the board), then its Classroom.
  const tools = await open(`tools/#${CARD_1}`, { base: site.base, context: { acceptDownloads: true } });
  await tools.page.goto(new URL(`tools/?mode=classroom#${CARD_1}`, site.base).href);
  // The board as a PNG file: an SVG image of a blob drawn on a canvas (img-src blob:).
  const download = tools.page.waitForEvent('download');
  await tools.page.getByTestId('download-png').click();
  assert.match((await download).suggestedFilename(), /\.png$/);
  await tools.page.goto(new URL(`tools/?mode=present#${CARD_1}`, site.base).href);
  await tools.page.locator('[data-testid=present-plan] li').first().waitFor();
  await tools.page.evaluate(() => document.activeElement?.blur());
  await tools.page.keyboard.press('q');
  await tools.page.locator('[data-testid=present-qr] svg[data-testid=qr]').waitFor();
  await tools.page.keyboard.press('Escape');
  await tools.page.goto(new URL(`tools/?mode=edit#${CARD_1}`, site.base).href);
  await tools.page.getByTestId('editor-board').waitFor();
  assert.deepEqual(tools.errors, []);
  await site.control((fn) => tools.page.evaluate(fn));
  assert.equal(await tools.page.evaluate(() => window.cspControl ?? null), null, 'the inline script added by a script did not run');
  assert.deepEqual(site.reports.map(reportLine).slice(0, -1), [], 'no report but the control');
  assert.match(reportLine(site.reports.at(-1)), /^script-src/);
  await tools.context.close();
});

// The pages' Content-Security-Policy allows all they load: the game's page and the tools page
// (Edit, the Classroom's layer search and state graph, Present with its QR code), served with the
// policy as a header that reports each violation (tests/csp-server.mjs), send none; then one
// violation made on purpose is reported (blocked and reported: the policy holds in this engine).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { CARD_1 } from './game.mjs';
import { DIST_DIR, reportLine, serveWithReports } from '../csp-server.mjs';

const browser = useBrowser();
let site;
before(async () => {
  assert.ok(existsSync(join(DIST_DIR, 'tools', 'index.html')), `no build in ${DIST_DIR}`);
  site = await serveWithReports();
});
after(() => site?.close());

test(`${ENGINE}: the game's page and the tools page load and run under their policy with no violation`, async () => {
  const game = await browser.open(`#${CARD_1}`, { base: site.base });
  assert.equal(await game.evaluate(() => document.querySelector('meta[http-equiv=Content-Security-Policy]')?.content.includes("'wasm-unsafe-eval'")), true);
  // The engine worker's answer: its wasm ran under the policy.
  await game.waitFor(() => /\d/.test(document.querySelector('[data-testid=to-go]')?.textContent ?? ''), null, { what: 'the moves to go' });
  assert.deepEqual(await game.errors(), []);
  await game.close();

  const present = await browser.open(`tools/?mode=present#${CARD_1}`, { base: site.base, viewport: { width: 1280, height: 800 }, ready: '[data-testid=present-plan] li' });
  await present.evaluate(() => document.activeElement?.blur());
  await present.press('q');
  await present.waitForSelector('[data-testid=present-qr] svg[data-testid=qr]');
  await present.press('Escape');
  assert.deepEqual(await present.errors(), []);
  await present.close();

  const classroom = await browser.open(`tools/?mode=classroom#${CARD_1}`, { base: site.base, ready: '[data-testid=classroom]' });
  assert.deepEqual(reports(), [], 'no violation before the control');
  assert.deepEqual(await classroom.errors(), []);
  // (Firefox's driver counts the control's console message among the page's errors.)
  await site.control((fn) => classroom.evaluate(fn));
  assert.equal(await classroom.evaluate(() => window.cspControl ?? null), null, 'the inline script added by a script did not run');
  assert.equal(site.reports.length, 1, `only the control was reported: ${reports().join(' | ')}`);
  assert.match(reportLine(site.reports[0]), /^script-src/);
  await classroom.close();
});

const reports = () => site.reports.map(reportLine);

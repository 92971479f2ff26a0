// Fuzzed links typed into an open game (tests/link-fuzz-cases.mjs: 15 hand-written, the rest good
// grid strings mutated with escapes, markup, script and long runs), at 1280×800 and on a phone:
// after each, no page error, console error or dialog, nothing injected (no script, no element of
// the link's), the board still there, and an alert, where there is one, wrapped within its box and
// the window, with no sideways scroll of the page; then the default puzzle's own link plays.
// Each case is named in a failure. tests/engines/link-fuzz.test.mjs runs a sample in Firefox
// and WebKit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from './harness.mjs';
import { CARD_1, opener, toGo } from './panels-helpers.mjs';
import { fuzzLinks, pageAfterLink } from '../link-fuzz-cases.mjs';

const open = opener(withBrowser());
const LINKS = fuzzLinks(160);

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`${LINKS.length} fuzzed links at ${viewport.width}×${viewport.height}: no error, dialog or injection, the board kept, every alert wrapped`, async () => {
    const { page, context, errors } = await open(`#${CARD_1}`, { viewport });
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss().catch(() => {});
    });
    const scripts = (await page.evaluate(pageAfterLink)).scripts;
    let alerts = 0;
    let longest = 0;
    for (const [i, link] of LINKS.entries()) {
      const what = `link ${i}: #${link.slice(0, 80)}${link.length > 80 ? '…' : ''}`;
      await page.goto(new URL(`#${link}`, page.url()).href);
      // The app answers a hashchange in its next tasks: two frames later it has.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r)))));
      const after = await page.evaluate(pageAfterLink);
      assert.deepEqual(
        { board: after.board, injected: after.injected, scripts: after.scripts, alertFits: after.alertFits, pageFits: after.pageFits },
        { board: true, injected: false, scripts, alertFits: true, pageFits: true },
        what,
      );
      assert.deepEqual([errors.map(String), dialogs], [[], []], what);
      if (after.alert) alerts++;
      longest = Math.max(longest, after.alert);
    }
    if (viewport.width === 390) await page.screenshot({ path: new URL('./screenshots/link-fuzz-last-390x844.png', import.meta.url).pathname });
    console.log(`# link fuzz at ${viewport.width}×${viewport.height}: ${LINKS.length} links, ${alerts} alerts, the longest ${longest} characters`);
    assert.ok(alerts > LINKS.length / 2, `${alerts} alerts: most fuzzed links are bad`);
    // The game goes on: the default puzzle's own link, then a move's worth of its analysis.
    await page.goto(new URL(`#${CARD_1}`, page.url()).href);
    assert.equal(await toGo(page), 9);
    await context.close();
  });
}

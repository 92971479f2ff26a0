// A sample of the Chromium suite's fuzzed links (tests/e2e/link-fuzz.test.mjs: the same cases,
// tests/link-fuzz-cases.mjs), typed into an open game: no page error, nothing injected, the board
// kept, every alert wrapped within its box and the window, with no sideways scroll.
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, toGo } from './game.mjs';
import { fuzzLinks, pageAfterLink } from '../link-fuzz-cases.mjs';

const browser = useBrowser();
// The hand-written cases and a sample of the mutations (every fourth).
const LINKS = fuzzLinks(160).filter((_, i) => i < 15 || i % 4 === 0);

test(`${ENGINE}: ${LINKS.length} fuzzed links: no error or injection, the board kept, every alert wrapped`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  const scripts = (await page.evaluate(pageAfterLink)).scripts;
  for (const [i, link] of LINKS.entries()) {
    const what = `link ${i}: #${link.slice(0, 80)}`;
    await page.goto(new URL(`#${link}`, await page.url()).href);
    // The app answers a hashchange in its next tasks: two frames later it has.
    await page.evaluate(() => {
      window.settled = false;
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => (window.settled = true))));
    });
    await page.waitFor(() => window.settled === true, null, { what: 'two frames after the link' });
    const after = await page.evaluate(pageAfterLink);
    assert.deepEqual(
      { board: after.board, injected: after.injected, scripts: after.scripts, alertFits: after.alertFits, pageFits: after.pageFits },
      { board: true, injected: false, scripts, alertFits: true, pageFits: true },
      what,
    );
    assert.deepEqual(await page.errors(), [], what);
  }
  await page.goto(new URL(`#${CARD_1}`, await page.url()).href);
  assert.equal(await toGo(page), 9);
  await page.close();
});

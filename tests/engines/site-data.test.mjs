// A browser that keeps no data for sites, by its own setting where it has one (Firefox: cookies
// and site data blocked, so both storages throw; WebKit: localStorage off, sessionStorage left;
// Chromium: the throwing storages made by a script, driver/chromium.mjs): the game plays, a
// notice says what a reload loses, and a reload loses that and no more.
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, focusVehicle, movesAre, toGo } from './game.mjs';

const browser = useBrowser({ siteData: false });

test(`${ENGINE}: with site data blocked the game plays, and its notice says what a reload loses`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  await page.waitForSelector('.notice[role=status]');
  const notice = await page.text('.notice[role=status]');
  assert.match(notice, /lets this page keep nothing \(its site data is blocked\): .*wins, streaks and settings are gone after a reload/);
  assert.equal(await toGo(page), 9);
  await focusVehicle(page, 'E');
  await page.press('ArrowUp');
  await movesAre(page, 1);
  await page.reload();
  await page.waitForSelector('.notice[role=status]');
  // The game in progress comes back where the tab's storage is left (WebKit's setting), as the
  // notice then says by not naming it.
  await movesAre(page, /the game in progress/.test(notice) ? 0 : 1);
  // Nothing logged: the service worker is not asked for where the browser would refuse it.
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

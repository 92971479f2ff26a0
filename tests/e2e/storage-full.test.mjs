// The browser's storage full (another key of the site filling localStorage to its quota, as
// another app on the same site could): a win that cannot be saved is said at once, kept in the
// tab (sessionStorage) over a reload, and saved as soon as there is room; a store that does not
// read and cannot be copied aside is never written over, and the notice claims no copy. Real
// quota errors, not a stubbed setItem: the page's writes fail as the browser's own do.
// Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/storage-full.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SCREENSHOTS, appStarted, eventually, withBrowser } from './harness.mjs';
import { STORAGE_KEY, opener, playMoves } from './panels-helpers.mjs';

const open = opener(withBrowser());
const OPEN_ROAD = 'ooooooooooooAAoooooooooooooooooooooo';

/** An init script that fills the site's localStorage to the brim under `key` (once per tab:
 * the filler's presence says it is done), with `unit` repeated. */
function fill(key, unit) {
  return `(() => {
    if (sessionStorage.getItem('filled')) return;
    sessionStorage.setItem('filled', '1');
    let chunk = ${JSON.stringify(unit)}.repeat(1 << 20);
    let text = '';
    while (chunk.length > 0) {
      try { localStorage.setItem(${JSON.stringify(key)}, text + chunk); text += chunk; }
      catch (full) { chunk = chunk.slice(0, chunk.length >> 1); }
    }
  })();`;
}

const notices = (page) => page.locator('.notice[role=status]').allInnerTexts();
const solvedCount = (page) => page.getByTestId('solved-count').getAttribute('data-value');

test('storage full: a win not saved is said at once, kept in the tab over a reload, and saved once there is room', async () => {
  const { page, context, errors } = await open(`#${OPEN_ROAD}`, { init: fill('another-app', 'x') });
  await playMoves(page, ['A+4']);
  await page.getByTestId('win').waitFor();
  await eventually(
    async () => (await notices(page)).some((n) => /^Your progress could not be saved: this browser's storage for this site is full\. It is kept in this tab \(a reload keeps it\)/.test(n)),
    true,
    'the notice that the win was not saved',
  );
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY), null, 'nothing was stored');
  assert.match(await page.evaluate((k) => sessionStorage.getItem(`${k}/unsaved`), STORAGE_KEY), new RegExp(OPEN_ROAD));
  await page.screenshot({ path: join(SCREENSHOTS, 'storage-full-1280x800.png') });
  // A reload: the win is still this tab's (the library counts it), and still not saved.
  await page.reload();
  await appStarted(page);
  await eventually(() => solvedCount(page), '1', 'the unsaved win read back from the tab');
  await eventually(async () => (await notices(page)).some((n) => /could not be saved/.test(n)), true, 'still said');
  // Room made (the other app's data cleared): the next start saves it, and says so.
  await page.evaluate(() => localStorage.removeItem('another-app'));
  await page.reload();
  await appStarted(page);
  await eventually(
    () => page.evaluate((k) => Object.keys(JSON.parse(localStorage.getItem(k) ?? '{"puzzles":{}}').puzzles), STORAGE_KEY),
    [OPEN_ROAD],
    'the win saved once there is room',
  );
  await eventually(async () => (await notices(page)).includes('Your progress is saved now.×') || (await notices(page)).some((n) => /^Your progress is saved now\./.test(n)), true, 'said saved');
  assert.equal(await page.evaluate((k) => sessionStorage.getItem(`${k}/unsaved`), STORAGE_KEY), null, 'the tab copy gone');
  assert.deepEqual(errors, []);
  await context.close();
});

test('storage full: an unreadable store that cannot be copied aside is left as it is, and the notice claims no copy', async () => {
  // The progress key itself holds the garbage that fills the storage.
  const { page, context, errors } = await open(`#${OPEN_ROAD}`, { init: fill(STORAGE_KEY, '#') });
  const garbage = await page.evaluate((k) => localStorage.getItem(k).length, STORAGE_KEY);
  assert.ok(garbage > 1_000_000, `the store filled (${garbage} characters)`);
  await eventually(
    async () => (await notices(page)).some((n) => /^Your progress could not be read, and no copy of it could be kept aside \(this browser's storage for this site is full\): it is left as it is/.test(n)),
    true,
    'the notice says no copy was kept',
  );
  assert.equal(await page.evaluate((k) => localStorage.getItem(`${k}/set-aside`), STORAGE_KEY), null, 'indeed none');
  await playMoves(page, ['A+4']);
  await page.getByTestId('win').waitFor();
  await eventually(async () => (await notices(page)).some((n) => /^Your progress could not be saved/.test(n)), true, 'the win not saved, said');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k).length, STORAGE_KEY), garbage, 'the store as it was');
  assert.equal(await page.evaluate((k) => /^#+$/.test(localStorage.getItem(k)), STORAGE_KEY), true);
  assert.deepEqual(errors, []);
  await context.close();
});

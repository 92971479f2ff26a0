// Present (the tools page): the plan stepped through with the keys on a projector-sized screen;
// XTL card 40's 51-move plan seen whole at 1280×800, and its current move kept in view as the plan
// steps on a phone, where the list scrolls and the page does not.
import assert from 'node:assert/strict';
import { DESKTOP, ENGINE, PHONE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, XTL_CARD_40, cars, presentPlanView } from './game.mjs';

const browser = useBrowser();
const atStep = (page, s) =>
  page.waitFor((s) => document.querySelector('[data-testid=present-counter]')?.dataset.step === String(s), s, { what: `step ${s}` });

test(`${ENGINE}: Present: → ← End Home step through seed card 1's 9-move plan; Q shows the QR code; Escape goes back`, async () => {
  const page = await browser.open(`tools/?mode=present#${CARD_1}`, { viewport: { width: 1920, height: 1080 }, ready: '[data-testid=present-plan] li' });
  await page.evaluate(() => document.activeElement?.blur());
  const start = await cars(page);
  await atStep(page, 0);
  assert.equal(await page.attr('[data-testid=present-counter]', 'data-total'), '9');
  await page.press('ArrowRight');
  await atStep(page, 1);
  assert.equal(await page.text('[data-testid=present-counter]'), 'Move 1 of 9');
  assert.notDeepEqual(await cars(page), start, 'the first move is on the board');
  await page.press('ArrowLeft');
  await atStep(page, 0);
  await page.press('End');
  await atStep(page, 9);
  assert.equal((await cars(page)).A, '2,4', 'the red car is at the exit');
  await new Promise((r) => setTimeout(r, 400)); // the vehicles' slides end
  await page.screenshot('present-end-1920x1080');
  await page.press('Home');
  await atStep(page, 0);
  assert.deepEqual(await cars(page), start);
  await page.press('q');
  await page.waitForSelector('[data-testid=present-qr] svg[data-testid=qr]');
  assert.ok((await page.attr('[data-testid=present-qr] svg[data-testid=qr]', 'data-text')).endsWith(`#${CARD_1}`));
  await page.press('Escape');
  await page.waitFor(() => !document.querySelector('[data-testid=present-qr]'), null, { what: 'the QR code closed' });
  await page.press('Escape');
  await page.waitForSelector('.app.mode-play');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

const planView = (page) => page.evaluate(presentPlanView);

/** Steps with → up to `to`, checking at each listed step that the current move is in view. */
async function stepAndWatch(page, to, watch) {
  const seen = {};
  for (let s = 1; s <= to; s++) {
    await page.press('ArrowRight');
    await atStep(page, s);
    if (watch.includes(s)) seen[s] = await planView(page);
  }
  return seen;
}

test(`${ENGINE}: Present at 1280×800 shows XTL card 40's 51-move plan whole, the current move in view at every step`, async () => {
  const page = await browser.open(`tools/?mode=present#${XTL_CARD_40}`, { viewport: DESKTOP, ready: '[data-testid=present-plan] li' });
  await page.evaluate(() => document.activeElement?.blur());
  await page.waitFor(() => document.querySelector('[data-testid=present-counter]')?.dataset.total === '51', null, { what: 'the 51-move plan' });
  const start = await planView(page);
  assert.equal(start.total, 51);
  assert.equal(start.seen, 51, `${start.seen} of 51 moves in view`);
  const views = await stepAndWatch(page, 32, [25, 28, 30, 32]);
  for (const [s, v] of Object.entries(views)) {
    assert.equal(v.currentSeen, true, `move ${s}: the current move is out of view`);
    assert.equal(v.pageScroll, 0, `move ${s}: the page scrolled`);
  }
  await page.screenshot('present-card40-move32-1280x800');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: Present on a phone: the plan's list scrolls to keep the current move in view; the page does not scroll`, async () => {
  const page = await browser.open(`tools/?mode=present#${XTL_CARD_40}`, { viewport: PHONE, ready: '[data-testid=present-plan] li' });
  await page.evaluate(() => document.activeElement?.blur());
  await page.waitFor(() => document.querySelector('[data-testid=present-counter]')?.dataset.total === '51', null, { what: 'the 51-move plan' });
  const start = await planView(page);
  assert.ok(start.seen < 51, `all ${start.seen} moves fit: nothing to scroll`);
  assert.equal(start.currentSeen, true);
  const views = await stepAndWatch(page, 51, [10, 20, 30, 40, 51]);
  for (const [s, v] of Object.entries(views)) {
    assert.equal(v.currentSeen, true, `move ${s}: the current move is out of view (list at ${v.listScroll})`);
    assert.equal(v.pageScroll, 0, `move ${s}: the page scrolled to ${v.pageScroll}`);
  }
  assert.ok(views[51].listScroll > 0, 'the list scrolled');
  await page.screenshot('present-card40-end-phone');
  // Back to the start: the first move in view again.
  await page.press('Home');
  await atStep(page, 0);
  const home = await planView(page);
  assert.equal(home.currentSeen, true, 'the first move is out of view after Home');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

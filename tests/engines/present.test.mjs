// Present (the tools page): the plan stepped through with the keys on a projector-sized screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ENGINE, useBrowser } from './driver/index.mjs';
import { CARD_1, cars } from './game.mjs';

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

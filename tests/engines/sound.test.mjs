// Sound switched on: the switch is remembered, moves play through Web Audio, and nothing fails.
import assert from 'node:assert/strict';
import { ENGINE, test, useBrowser } from './driver/index.mjs';
import { CARD_1, counts, toGo } from './game.mjs';

const browser = useBrowser();

test(`${ENGINE}: sound on: a move plays a tone in one AudioContext without an error; the switch is remembered`, async () => {
  const page = await browser.open(`#${CARD_1}`);
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid=sound-toggle]').checked), false, 'off by default');
  await toGo(page);
  // Counts the tones the page starts from here on, and the contexts they play in (the page's
  // wasm-bindgen glue keeps its own reference to AudioContext, so the prototype is watched).
  await page.evaluate(() => {
    window.contexts = new Set();
    window.tones = 0;
    const proto = (window.BaseAudioContext ?? window.AudioContext).prototype;
    const real = proto.createOscillator;
    proto.createOscillator = function () {
      window.contexts.add(this);
      window.tones += 1;
      return real.call(this);
    };
  });
  await page.click('[data-testid=sound-toggle]');
  await page.waitFor(() => document.querySelector('[data-testid=sound-toggle]').checked, null, { what: 'sound on' });
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), 'rush-hour/sound/v1'), '"on"');
  await page.click({ button: 'Hint' });
  await page.click({ button: 'Apply', within: '[data-testid=hint]' });
  await counts(page, 1, 8);
  await page.waitFor(() => window.tones > 0, null, { what: 'a tone for the move' });
  // One context, started by a gesture: running, or where the machine has no audio device at
  // least not closed by a failure.
  assert.equal(await page.evaluate(() => window.contexts.size), 1);
  assert.notEqual(await page.evaluate(() => [...window.contexts][0].state), 'closed');
  await page.reload();
  await page.waitForSelector('svg.board [data-car="A"]');
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid=sound-toggle]').checked), true, 'remembered');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

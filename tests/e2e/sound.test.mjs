// Sound switched on: a move plays a tone through Web Audio, in one AudioContext that nothing has
// closed, and the switch is remembered (daily.test.mjs has the switch off by default and no
// AudioContext before a gesture). Run alone with
//   BASE_URL=http://127.0.0.1:8080/ node --test tests/e2e/sound.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withBrowser } from './harness.mjs';
import { CARD_1, button, expectCounts, opener, toGo } from './panels-helpers.mjs';

const open = opener(withBrowser());

// Counts the tones the page starts and the contexts they play in (the page's wasm-bindgen glue
// keeps its own reference to AudioContext, so the prototype is watched).
const countTones = () => {
  window.contexts = new Set();
  window.tones = 0;
  const proto = BaseAudioContext.prototype;
  const real = proto.createOscillator;
  proto.createOscillator = function () {
    window.contexts.add(this);
    window.tones += 1;
    return real.call(this);
  };
};

test('sound on: a move plays a tone in one AudioContext without an error; the switch is remembered', async () => {
  const { page, context, errors } = await open(`#${CARD_1}`, { init: countTones });
  const toggle = page.getByTestId('sound-toggle');
  assert.equal(await toggle.isChecked(), false, 'off by default');
  assert.equal(await toGo(page), 9);
  await toggle.check();
  await button(page, 'Hint').click();
  await button(page, 'Apply').click();
  await expectCounts(page, 1, 8);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), 'rush-hour/sound/v1'), '"on"');
  await page.waitForFunction(() => window.tones > 0);
  // One context, started by a gesture: running, or where the machine has no audio device at
  // least not closed by a failure.
  const audio = await page.evaluate(() => ({ contexts: window.contexts.size, state: [...window.contexts][0].state }));
  assert.equal(audio.contexts, 1, `${audio.contexts} AudioContexts played the tones`);
  assert.notEqual(audio.state, 'closed', 'the AudioContext was closed');
  await page.reload();
  await page.locator('svg.board [data-car="A"]').waitFor();
  assert.equal(await toggle.isChecked(), true, 'remembered');
  assert.deepEqual(errors, []);
  await context.close();
});

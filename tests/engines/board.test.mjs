// Load and draw: a puzzle's board at 1280×800 and on a phone, in the engine ENGINE names
// (driver/index.mjs). Run one engine's scenarios alone with scripts/e2e ENGINE (docs/testing.md).
import assert from 'node:assert/strict';
import { DESKTOP, ENGINE, PHONE, test, useBrowser } from './driver/index.mjs';
import { XTL_CARD_40, cars, toGo } from './game.mjs';

const browser = useBrowser();

test(`${ENGINE}: XTL card 40 is drawn from its link, 13 vehicles, the exit on the east, and answered (51 to go)`, async () => {
  const page = await browser.open(`#${XTL_CARD_40}`);
  const at = await cars(page);
  assert.equal(Object.keys(at).length, 13);
  assert.equal(at.A, '2,3');
  assert.equal(at.G, '0,0');
  assert.equal(at.F, '5,3');
  assert.equal(await page.attr('svg.board .exit', 'data-exit'), 'E');
  assert.equal(await page.count('[role=alert]'), 0);
  assert.equal(await toGo(page), 51);
  // The vehicles are painted: the red car's body has a fill (the stylesheet and SVG work).
  const fill = await page.evaluate(() => getComputedStyle(document.querySelector('svg.board .vehicle.red rect, svg.board .vehicle.red path')).fill);
  assert.notEqual(fill, 'none');
  await page.screenshot('card40-1280x800');
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: on a phone the board fills the width without a horizontal scroll`, async () => {
  const page = await browser.open(`#${XTL_CARD_40}`, { viewport: PHONE });
  const { width, height } = page.viewport;
  const box = await page.box('svg.board');
  assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `board spans x ${box.x}..${box.x + box.width} in ${width}`);
  assert.ok(box.height <= height, `board is ${box.height}px high in ${height}`);
  assert.ok(box.width >= 0.8 * width, `board is ${box.width}px wide in ${width}`);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= width, 'no horizontal scroll');
  await toGo(page);
  // "51 to go" on one line (it broke as "51 to / go" in Firefox at 390 px).
  assert.equal(await page.evaluate(() => document.querySelector('[data-testid=to-go]').getClientRects().length), 1, '"to go" in one piece');
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot(`card40-${width}x${height}`);
  assert.deepEqual(await page.errors(), []);
  await page.close();
});

test(`${ENGINE}: the copy fields show their whole text, at 1280×800 and on a phone (no line hidden)`, async () => {
  // WebKit has no `field-sizing: content`: the puzzle's code kept its one row at 1280 px and hid
  // its second line (src/app/copy_field.rs sizes it there).
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await browser.open(`#${XTL_CARD_40}`, { viewport });
    const fields = await page.evaluate(() =>
      [...document.querySelectorAll('.copy-field textarea')].map((t) => ({ text: t.value.slice(0, 20), client: t.clientHeight, scroll: t.scrollHeight })),
    );
    assert.ok(fields.length > 0, 'a copy field on the page');
    for (const f of fields) assert.ok(f.scroll <= f.client + 1, `at ${viewport.width} px "${f.text}…" needs ${f.scroll} px and shows ${f.client}`);
    assert.deepEqual(await page.errors(), []);
    await page.close();
  }
});

test(`${ENGINE}: the buttons stay put while the engine answers a 6×6 puzzle (no layout shift under the pointer)`, async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const page = await browser.open(`#${XTL_CARD_40}`, { viewport });
    // From the board's first paint until 0.5 s after "to go" has its answer, every frame: Hint's top.
    const tops = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const tops = [];
          let answered = null;
          const hint = () => [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Hint');
          const frame = () => {
            tops.push(Math.round(hint()?.getBoundingClientRect().top ?? -1));
            answered ??= document.querySelector('[data-testid=to-go]')?.dataset.value ? performance.now() : null;
            if (answered !== null && performance.now() - answered > 500) resolve(tops);
            else requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    const at = `${viewport.width}×${viewport.height}`;
    assert.deepEqual([...new Set(tops)], [tops[0]], `${at}: Hint's top went ${[...new Set(tops)].join(' → ')}`);
    assert.deepEqual(await page.errors(), [], at);
    await page.close();
  }
});

// End-to-end tests of the colour-blind palette: chosen in the game's panel, drawn on the game's
// board (the red car in vermillion with its marker, the others in Paul Tol's light scheme),
// named in the vehicles' accessible names, remembered over a reload and carried to the editor
// on the tools page; screenshots at 1280×800 and 390×844, light and dark. Same harness as
// play.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { BASE_URL, SCREENSHOTS, withBrowser } from './harness.mjs';

// Seed XTL card 40 (13 vehicles).
const XTL_CARD_40 = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';

const chrome = withBrowser();

const fill = (page, label) =>
  page.locator(`svg.board .vehicle[data-car="${label}"] .body`).evaluate((b) => getComputedStyle(b).fill);

for (const [viewport, name] of [
  [{ width: 1280, height: 800 }, '1280x800'],
  [{ width: 390, height: 844 }, '390x844'],
]) {
  test(`colour-blind palette at ${name}: drawn, named, remembered, in the editor`, async () => {
    const context = await chrome.browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(new URL(`#${XTL_CARD_40}`, BASE_URL).href);
    await page.locator('svg.board [data-car="A"]').waitFor();
    assert.equal(await fill(page, 'A'), 'rgb(211, 47, 47)');
    assert.equal(await fill(page, 'B'), 'rgb(242, 182, 50)');
    const toggle = page.getByLabel('Colour-blind palette');
    await toggle.check();
    await page.locator('svg.board.palette-colour-blind').waitFor();
    assert.equal(await fill(page, 'A'), 'rgb(213, 94, 0)', 'the red car in vermillion');
    // Its marker and letter: a white disc, the letter in dark vermillion.
    const marker = page.locator('svg.board .vehicle[data-car="A"] .marker');
    assert.equal(await marker.evaluate((m) => getComputedStyle(m).fill), 'rgb(255, 255, 255)');
    assert.equal(
      await page.locator('svg.board .vehicle[data-car="A"] .label').evaluate((l) => getComputedStyle(l).fill),
      'rgb(168, 72, 0)',
    );
    assert.equal(await fill(page, 'B'), 'rgb(150, 135, 165)', 'the second vehicle: mauve');
    assert.match(await page.locator('svg.board .vehicle[data-car="B"]').getAttribute('aria-label'), /^Mauve car B/);
    // XTL card 40's thirteen vehicles in thirteen fills (Paul Tol's nine-colour scheme repeated itself).
    const fills = await page.locator('svg.board .vehicle .body').evaluateAll((bodies) => bodies.map((b) => getComputedStyle(b).fill));
    assert.equal(fills.length, 13);
    assert.equal(new Set(fills).size, 13, `every vehicle its own colour: ${fills.join(' ')}`);
    await page.screenshot({ path: join(SCREENSHOTS, `palette-${name}.png`) });
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.equal(await fill(page, 'A'), 'rgb(213, 94, 0)');
    await page.screenshot({ path: join(SCREENSHOTS, `palette-${name}-dark.png`) });
    await page.emulateMedia({ colorScheme: 'light' });
    // Remembered.
    await page.reload();
    await page.locator('svg.board.palette-colour-blind [data-car="A"]').waitFor();
    assert.equal(await page.getByLabel('Colour-blind palette').isChecked(), true);
    // The editor, on the tools page, draws its pieces in it too.
    await page.locator('[data-testid=mode-edit]').click();
    await page.locator('[data-testid=editor-board].palette-colour-blind .piece[data-label="B"]').waitFor({ timeout: 20_000 });
    assert.equal(
      await page.locator('[data-testid=editor-board] .piece[data-label="B"] .body').evaluate((b) => getComputedStyle(b).fill),
      'rgb(150, 135, 165)',
    );
    // Back to the standard palette.
    await page.locator('[data-testid=mode-play]').click();
    await page.getByLabel('Colour-blind palette').uncheck();
    await page.locator('svg.board:not(.palette-colour-blind) [data-car="A"]').waitFor();
    assert.equal(await fill(page, 'A'), 'rgb(211, 47, 47)');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

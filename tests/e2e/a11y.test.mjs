// What a keyboard and a screen reader meet first (Chromium): the mode switch as a navigation
// landmark with its current page marked, a 3 px focus ring on every control in both themes, the
// "Skip to the board" link, the counter and the Levels buttons as they are spoken, and Present's
// heading and plan list at a phone's size and a desktop's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE_URL, contrast, eventually, openGame, withBrowser } from './harness.mjs';
import { presentPlanView } from '../engines/game.mjs';

const chrome = withBrowser();
const CARD_1 = 'ooBoCCooBoooAABoooDDDooEoooooEoooooE';
const XTL_CARD_40 = 'GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The focused element's outline, what it is, and the page's background behind it. */
const focusedRing = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    const s = getComputedStyle(el);
    return {
      what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent).trim().replace(/\s+/g, ' ').slice(0, 30)}"`,
      vehicle: !!el.closest('.vehicle'),
      width: parseFloat(s.outlineWidth),
      style: s.outlineStyle,
      colour: s.outlineColor,
      offset: parseFloat(s.outlineOffset),
      background: getComputedStyle(document.body).backgroundColor,
      current: el.getAttribute('aria-current'),
    };
  });

test('the mode switch is a navigation landmark, its current page marked aria-current="page", no tabs', async () => {
  const { page, context, errors } = await openGame(chrome, CARD_1, { viewport: DESKTOP });
  const nav = page.getByRole('navigation', { name: 'Mode' });
  assert.equal(await page.locator('[role=tab], [role=tablist]').count(), 0, 'no tab roles without tab panels');
  assert.deepEqual(await nav.locator('[aria-current=page]').allTextContents(), ['Play'], 'the game page: Play is the current page');
  assert.equal(await nav.getByRole('link').count(), 4, "the game page's modes are links");
  await context.close();
  // The tools page: buttons, the current one marked as the mode changes.
  const tools = await openGame(chrome, CARD_1, { viewport: DESKTOP });
  await tools.page.goto(new URL(`tools/#${CARD_1}`, BASE_URL).href);
  await tools.page.locator('svg.board [data-car="A"]').waitFor();
  const toolsNav = tools.page.getByRole('navigation', { name: 'Mode' });
  assert.deepEqual(await toolsNav.locator('[aria-current=page]').allTextContents(), ['Play']);
  await toolsNav.getByRole('button', { name: 'Edit' }).click();
  await tools.page.locator('.app.mode-edit').waitFor();
  assert.deepEqual(await toolsNav.locator('[aria-current=page]').allTextContents(), ['Edit']);
  assert.equal(await tools.page.locator('[role=tab], [role=tablist]').count(), 0);
  assert.deepEqual([...errors, ...tools.errors], []);
  await tools.context.close();
});

for (const colorScheme of ['light', 'dark']) {
  test(`${colorScheme} theme: every control of the game page, reached by Tab, shows a 3 px focus ring at 3:1 or more on the page`, async () => {
    const { page, context, errors } = await openGame(chrome, CARD_1, { viewport: DESKTOP, colorScheme });
    await page.locator('[data-testid=to-go][data-state=ready]').waitFor();
    const seen = new Set();
    const faults = [];
    let rings = 0;
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const ring = await focusedRing(page);
      if (seen.has(ring.what) && i > 0 && ring.what === [...seen][0]) break; // back at the start
      seen.add(ring.what);
      if (ring.what.startsWith('body')) break;
      if (ring.vehicle) continue; // a vehicle draws its own ring (board.css), checked in board.test.mjs
      rings++;
      const ratio = contrast(ring.colour, ring.background);
      if (ring.width < 3 || ring.style !== 'solid' || ring.offset < 1 || ratio < 3) {
        faults.push(`${ring.what}: ${ring.width}px ${ring.style} ${ring.colour}, offset ${ring.offset}, ${ratio.toFixed(2)}:1 on ${ring.background}`);
      }
    }
    assert.ok(rings >= 20, `the page's controls were reached by Tab (${rings})`);
    assert.deepEqual(faults, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`${viewport.width}×${viewport.height}: "Skip to the board" is the first Tab stop, shown when focused, and moves the focus to the board`, async () => {
    const { page, context, errors } = await openGame(chrome, CARD_1, { viewport });
    const skip = page.getByRole('link', { name: 'Skip to the board' });
    assert.equal(await skip.count(), 1);
    await page.keyboard.press('Tab');
    await eventually(() => page.evaluate(() => document.activeElement.textContent), 'Skip to the board');
    const box = await skip.boundingBox();
    assert.ok(box && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height, `the focused link is on screen: ${JSON.stringify(box)}`);
    assert.ok(box.height >= 43.5, 'a 44 px target');
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => !!document.activeElement.closest('main svg.board')), true, 'the focus is on the board');
    assert.equal(await page.evaluate(() => location.hash), `#${CARD_1}`, 'the puzzle in the link is kept');
    // Off screen again once the focus has left it.
    const after = await skip.boundingBox();
    assert.ok(after.y + after.height <= 0, `hidden above the page: ${JSON.stringify(after)}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('the counter is spoken "0 moves, 9 to go" and each Levels button names its tier', async () => {
  const { page, context, errors } = await openGame(chrome, CARD_1, { viewport: DESKTOP });
  await page.locator('[data-testid=to-go][data-state=ready]').waitFor();
  const counter = await page.locator('.counter').ariaSnapshot();
  console.log(`# the counter: ${counter}`);
  assert.match(counter, /0 moves, 9 to go/);
  const names = await page.getByTestId('climb-next').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent));
  assert.deepEqual(names, ['Next: #1 in Beginner', 'Next: #1 in Intermediate', 'Next: #1 in Advanced', 'Next: #1 in Expert']);
  for (const name of names) assert.equal(await page.getByRole('button', { name, exact: true }).count(), 1, name);
  console.log(`# the header:\n${await page.locator('header').ariaSnapshot()}`);
  assert.deepEqual(errors, []);
  await context.close();
});

const planView = (page) => page.evaluate(presentPlanView);

/** Waits until Present's counter stands at `step`. */
const atStep = (page, step) => page.locator(`[data-testid=present-counter][data-step="${step}"]`).waitFor({ timeout: 30_000 });

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport === PHONE;
  test(`${viewport.width}×${viewport.height}: Present has a visible h1 and a focusable, named plan list that keeps the current move in view${phone ? ' (it scrolls, the page does not)' : ' (all 51 moves seen at once)'}`, async () => {
    const { page, context, errors } = await openGame(chrome, CARD_1, { viewport });
    // XTL card 40's 51-move plan: long enough to scroll on a phone.
    await page.goto(new URL(`tools/?mode=present#${XTL_CARD_40}`, BASE_URL).href);
    await page.locator('[data-testid=present-plan] li').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-testid=present-counter][data-total="51"]').waitFor({ timeout: 30_000 });
    const start = await planView(page);
    assert.equal(start.total, 51);
    if (phone) {
      assert.ok(start.seen < 51, `all ${start.seen} moves fit on a phone: nothing to scroll`);
      assert.equal(start.currentSeen, true, 'the first move is out of view at the start');
    } else {
      assert.equal(start.seen, 51, `${start.seen} of 51 moves in view at 1280×800`);
    }
    const h1 = page.getByRole('heading', { level: 1 });
    assert.ok(await h1.isVisible(), 'the heading is shown');
    const h1Box = await h1.boundingBox();
    assert.ok(h1Box.y >= 0 && h1Box.y + h1Box.height <= viewport.height, `the heading is on screen: ${JSON.stringify(h1Box)}`);
    const list = page.getByRole('list', { name: 'The plan, move by move' });
    assert.equal(await list.getAttribute('tabindex'), '0');
    await list.focus();
    await eventually(() => page.evaluate(() => document.activeElement.matches('[data-testid=present-plan]')), true, 'the list takes the focus');
    // The keys step the plan from the focused list; its current move stays inside its box.
    await page.keyboard.press('End');
    await atStep(page, 51);
    const inView = await page.evaluate(() => {
      const ol = document.querySelector('[data-testid=present-plan]');
      const [box, cur] = [ol.getBoundingClientRect(), ol.querySelector('li.current').getBoundingClientRect()];
      return { ok: cur.top >= box.top - 1 && cur.bottom <= box.bottom + 1, scrolled: ol.scrollTop, page: scrollY };
    });
    assert.ok(inView.ok, `the last move is in the list's view: ${JSON.stringify(inView)}`);
    assert.equal(inView.page, 0, 'the page does not scroll');
    if (phone) assert.ok(inView.scrolled > 0, `the list did not scroll (${inView.scrolled})`);
    // Home: the first move in view again.
    await page.keyboard.press('Home');
    await atStep(page, 0);
    const home = await planView(page);
    assert.equal(home.currentSeen, true, `the first move is out of view after Home (list at ${home.listScroll})`);
    // → one move at a time: the current move in view at every step looked at, the page still.
    const watch = phone ? [10, 20, 30, 40, 51] : [25, 28, 30, 32];
    for (let s = 1; s <= watch.at(-1); s++) {
      await page.keyboard.press('ArrowRight');
      await atStep(page, s);
      if (!watch.includes(s)) continue;
      const v = await planView(page);
      assert.equal(v.currentSeen, true, `move ${s}: the current move is out of view (list at ${v.listScroll})`);
      assert.equal(v.pageScroll, 0, `move ${s}: the page scrolled to ${v.pageScroll}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

// The thin driver layer under tests/engines/: one page API over three engines, so that each
// scenario is written once and runs in Chromium, Firefox and WebKit.
//
//   ENGINE=chromium|firefox|webkit BASE_URL=http://127.0.0.1:8080/ node --test tests/engines/
//   (WebKit needs an X server: xvfb-run -a -s '-screen 0 1920x1200x24 -noreset' node --test …)
//
// A backend (chromium.mjs, firefox.mjs, webkit.mjs) gives only the primitives: navigate, run a
// function in the page, click, drag with the mouse or one finger, press a key, screenshot, the
// page's errors. Everything else — waiting, finding a button by its name, reading the board — is
// here, done the same way in every engine, through the page's own DOM.
import { before, after, afterEach, test as nodeTest } from 'node:test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromium from './chromium.mjs';
import * as firefox from './firefox.mjs';
import * as webkit from './webkit.mjs';

export const ENGINE = process.env.ENGINE ?? 'chromium';
const BACKENDS = { chromium, firefox, webkit };
if (!BACKENDS[ENGINE]) throw new Error(`ENGINE=${ENGINE}: not one of ${Object.keys(BACKENDS).join(', ')}`);

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080/';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', ENGINE);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The pages a test left open, closed after it: a scenario that fails before its own close
// would otherwise keep its page, and WebKit's driver takes one session at a time ("Maximum
// number of active sessions"), so every later scenario of the file would fail on opening.
const open = new Set();
async function closeLeftPages() {
  for (const page of open) await page.close().catch(() => {});
  open.clear();
}

// JavaScriptCore's own fault: on Linux its WebAssembly now and then traps with "Out of bounds
// memory access" in code that runs right everywhere else (reports with Yew, hashbrown, Bun and
// Tauri apps: bugs.webkit.org 259441, oven-sh/bun#17146, tauri-apps/tauri#7154). It came in
// about one WebKit run in twenty of the drag and key scenarios on a busy machine (here; in no other engine),
// and the game's wasm has no unsafe code. A WebKit scenario that fails with that trap among
// its page's errors runs once more, and says so; any other failure, or the trap twice, fails.
const JSC_TRAP = /RuntimeError: Out of bounds memory access/;

/** node:test's `test`, with the one rerun above. */
export function test(name, fn) {
  return nodeTest(name, async (t) => {
    try {
      await fn(t);
    } catch (e) {
      const trapped = ENGINE === 'webkit' && (await pagesTrapped());
      if (!trapped) throw e;
      console.log(`# ${ENGINE}: RUN AGAIN after JavaScriptCore's wasm trap (${trapped}); the failure was: ${String(e.message ?? e).split('\n')[0]}`);
      await closeLeftPages();
      await fn(t);
    }
  });
}

/** The first JavaScriptCore trap among the open pages' errors, or null. */
async function pagesTrapped() {
  for (const page of open) {
    const errors = await page.errors().catch(() => []);
    const trap = errors.find((e) => JSC_TRAP.test(e));
    if (trap) return trap.slice(0, 160);
  }
  return null;
}

/** Launches the engine's browser before the file's tests and closes it after; `siteData: false`:
 * a browser that keeps no data for sites (each backend says how it blocks it). */
export function useBrowser({ siteData = true } = {}) {
  let browser = null;
  before(async () => {
    browser = await BACKENDS[ENGINE].launch({ siteData });
    mkdirSync(SCREENSHOTS, { recursive: true });
    console.log(`# ${ENGINE}: ${browser.version}`);
  });
  afterEach(closeLeftPages);
  after(async () => {
    await browser?.close();
  });
  return {
    /** A new page (its own storage) at `address` (a fragment such as '#AAo…', or a path relative
     * to BASE_URL), once its board is drawn (`ready`: another selector to wait for, or null);
     * `init`: a function run in the page before its own scripts (Chromium and Firefox only: classic WebDriver has none);
     * `toGo`: "Show moves to go" turned on, as a player does with one click (it is off on a first
     * visit; the scenarios read the optimal moves left from it). */
    async open(address, { viewport = DESKTOP, ready = 'svg.board [data-car="A"]', base = BASE_URL, init, toGo = true } = {}) {
      const page = new Page(await browser.newPage(viewport, init), () => open.delete(page));
      open.add(page);
      await page.goto(new URL(address, base).href);
      if (ready) await page.waitForSelector(ready);
      await page.started();
      if (toGo) await page.evaluate(showMovesToGo);
      return page;
    },
  };
}

/** In the page: the "Show moves to go" switch turned on where the game's panel has it (a click,
 * as the player's; saved with the settings, so a reload keeps it). */
export function showMovesToGo() {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Show moves to go');
  const box = label?.querySelector('input[type=checkbox]');
  if (box && !box.checked) box.click();
}

/** In the page: the box of the element a target names — { css } (the first shown match of a
 * selector) or { button: name } (a shown button whose accessible name, its aria-label or else its
 * text, is exactly `name`), optionally `within` a selector — scrolled into view; null if none. */
function locate(target) {
  const visible = (e) => e.getClientRects().length > 0;
  const scope = target.within ? document.querySelector(target.within) : document;
  if (!scope) return null;
  const name = (e) => (e.getAttribute('aria-label') ?? e.textContent).trim();
  const e =
    typeof target.css === 'string'
      ? [...scope.querySelectorAll(target.css)].find(visible)
      : [...scope.querySelectorAll('button, [role=button], a[href]')].find((e) => visible(e) && name(e) === target.button);
  if (!e) return null;
  e.scrollIntoView({ block: 'center', inline: 'center' });
  const r = e.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height };
}

/** In the page: what a player would see of the game, for a wait's failure message — the counters,
 * the focused element, an alert, the address's fragment. */
function pageSummary() {
  const data = (id) => document.querySelector(`[data-testid=${id}]`)?.dataset.value ?? '-';
  const focus = document.activeElement;
  const alert = document.querySelector('[role=alert]')?.innerText ?? '';
  const progress = document.querySelector('[data-testid=search-progress]')?.textContent ?? '';
  return (
    `moves ${data('moves')}, to go ${data('to-go')}` +
    (progress ? `, search "${progress.slice(0, 60)}"` : '') +
    `, focus ${focus ? `${focus.tagName.toLowerCase()}${focus.dataset?.car ? `[data-car=${focus.dataset.car}]` : ''}` : 'none'}` +
    (alert ? `, alert "${alert.slice(0, 80)}"` : '') +
    `, address ${location.hash.slice(0, 40)}, ${document.readyState}`
  );
}

const targetOf = (t) => (typeof t === 'string' ? { css: t } : t);
const describe = (t) => (typeof t === 'string' ? t : JSON.stringify(t));

export class Page {
  constructor(backend, onClose = () => {}) {
    this.backend = backend;
    this.onClose = onClose;
  }

  get viewport() {
    return this.backend.viewport;
  }

  /** Loads `url`; in the app, waits until it has started (see `started`). */
  async goto(url) {
    await this.backend.goto(url);
    await this.started();
  }

  /** Reloads the page; in the app, waits until it has started (see `started`). */
  async reload() {
    await this.backend.reload();
    await this.started();
  }

  /** Waits until the app, where this is its page, has replaced the HTML's first paint and drawn
   * its panels: it draws the board first and the panels in the tasks after it, with `aria-busy`
   * on its `main` until then (src/app/hooks/start_stage.rs). Another page (the service worker's
   * "not available offline") counts as started once loaded. */
  started() {
    return this.waitFor(() => document.readyState === 'complete' && !document.querySelector('main.app.first-paint, main.app[aria-busy]'), null, {
      what: 'the app to start (its panels drawn)',
    });
  }

  url() {
    return this.backend.url();
  }

  /** Runs `fn(arg)` in the page; `fn` must not close over anything (it is sent as text). */
  evaluate(fn, arg = null) {
    return this.backend.evaluate(fn, arg);
  }

  /** Waits until `fn(arg)` in the page is truthy and returns its value. The timeout is only a
   * bound (30 s: a busy machine is slow); on failure the error says what was awaited, what the
   * page showed then (`pageSummary`) and the last error of a run in the page. */
  async waitFor(fn, arg = null, { timeout = 30_000, what = String(fn) } = {}) {
    // A navigation under way (a link, a reload) fails a run in the page: try again until the time
    // is up, and say what the last failure was.
    const end = Date.now() + timeout;
    let failure = null;
    for (;;) {
      try {
        const value = await this.evaluate(fn, arg);
        if (value) return value;
        failure = null;
      } catch (e) {
        failure = e;
      }
      if (Date.now() > end) {
        const seen = await this.evaluate(pageSummary).catch((e) => `nothing readable (${e.message})`);
        throw new Error(`${ENGINE}: waited ${timeout} ms for ${what}; the page showed: ${seen}${failure ? ` (last error: ${failure.message})` : ''}`);
      }
      await sleep(50);
    }
  }

  /** Waits until `fn(arg)` in the page returns `expected` (compared as JSON), for what follows a
   * key or a click: the app answers in a later task (its render, then its effects, such as a focus
   * moved), and in WebKit the driver may return before that. On failure the error says what it
   * returned last. */
  async waitForValue(fn, arg, expected, { timeout = 30_000, what = String(fn) } = {}) {
    const end = Date.now() + timeout;
    const want = JSON.stringify(expected);
    for (;;) {
      const value = await this.evaluate(fn, arg).catch((e) => `(error: ${e.message})`);
      if (JSON.stringify(value) === want) return value;
      if (Date.now() > end) throw new Error(`${ENGINE}: waited ${timeout} ms for ${what} to be ${want}; it was ${JSON.stringify(value)}`);
      await sleep(50);
    }
  }

  waitForSelector(selector, { timeout = 30_000 } = {}) {
    return this.waitFor((s) => document.querySelector(s) !== null, selector, { timeout, what: selector });
  }

  async count(selector) {
    return this.evaluate((s) => document.querySelectorAll(s).length, selector);
  }

  /** An attribute of the first element matching `selector` (null when none). */
  attr(selector, name) {
    return this.evaluate(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [selector, name]);
  }

  /** The rendered text of the first element matching `selector`. */
  text(selector) {
    return this.evaluate((s) => document.querySelector(s)?.innerText ?? null, selector);
  }

  /** The element's box in viewport pixels, scrolled into view first. */
  async box(target, { timeout = 30_000 } = {}) {
    const box = await this.waitFor(locate, targetOf(target), { timeout, what: describe(target) });
    return box;
  }

  async centre(target) {
    const b = await this.box(target);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  }

  /** Clicks the centre of a target (see `locate`) with the mouse, waiting for it to be shown. */
  async click(target) {
    const c = await this.centre(target);
    await this.backend.mouseClick(c.x, c.y);
  }

  /** The mouse to a point of the viewport, no button pressed. */
  mouseMove({ x, y }) {
    return this.backend.mouseMove(x, y);
  }

  /** A mouse click at a point of the viewport. */
  mouseClick({ x, y }) {
    return this.backend.mouseClick(x, y);
  }

  /** The mouse pressed at the first point, moved through the others and released at the last. */
  mouseDrag(points) {
    return this.backend.mouseDrag(points);
  }

  /** Sets a <select>'s value as a player's choice does (input and change events). */
  select(selector, value) {
    return this.evaluate(
      ([s, v]) => {
        const e = document.querySelector(s);
        e.value = v;
        e.dispatchEvent(new Event('input', { bubbles: true }));
        e.dispatchEvent(new Event('change', { bubbles: true }));
      },
      [selector, value],
    );
  }

  /** Drags the target's centre by (dx, dy) pixels in 12 steps, with the mouse or one finger. */
  async drag(target, dx, dy, { touch = false } = {}) {
    const from = await this.centre(target);
    const points = Array.from({ length: 13 }, (_, i) => ({ x: from.x + (dx * i) / 12, y: from.y + (dy * i) / 12 }));
    await (touch ? this.backend.touchDrag(points) : this.backend.mouseDrag(points));
  }

  /** A key pressed (and released) `times` times: a character or a key name (ArrowRight, Escape,
   * Enter, Backspace …). */
  press(key, times = 1) {
    return this.backend.press(key, times);
  }

  /** A screenshot of the viewport into tests/engines/screenshots/<engine>/<name>.png. */
  screenshot(name) {
    return this.backend.screenshot(join(SCREENSHOTS, `${name}.png`));
  }

  /** The page's uncaught errors and console errors so far. */
  errors() {
    return this.backend.errors();
  }

  close() {
    this.onClose();
    return this.backend.close();
  }
}

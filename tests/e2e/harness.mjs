// Shared set-up of the end-to-end tests: where the game is served, where screenshots go, and one
// headless Chromium per test file (Debian's /usr/bin/chromium driven by playwright-core; no
// browser download). scripts/test sets BASE_URL to the release build served on loopback.
import { before, after, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../scripts/chromium.mjs';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8080/';
export const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** The saved settings of a player who turned "Show moves to go" on (it is off on a first visit). */
export const SETTINGS_KEY = 'rush-hour/settings/v1';

/**
 * Launches Chromium before the file's tests and closes it after; use `chrome.browser`. Its
 * contexts start as a player's browser with "Show moves to go" turned on (saved settings, when
 * none are saved yet: the tests read the optimal moves left from it); `newContext({ movesToGo:
 * false })` gives a first visit's browser.
 */
export function withBrowser() {
  const chrome = { browser: null };
  before(async () => {
    const browser = await launchChromium();
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async ({ movesToGo = true, ...options } = {}) => {
      const context = await newContext(options);
      context.on('page', (page) => pages.push(keepDiary(page)));
      if (movesToGo) {
        // Run in every document, the new page's first (about:blank) too, which has no storage.
        await context.addInitScript((key) => {
          try {
            if (localStorage.getItem(key) === null) localStorage.setItem(key, 'show_to_go=true\n');
          } catch {}
        }, SETTINGS_KEY);
      }
      return context;
    };
    // A page in a context of its own, as Playwright's `browser.newPage` gives, through the above.
    browser.newPage = async (options) => {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      page.on('close', () => context.close().catch(() => {}));
      return page;
    };
    chrome.browser = browser;
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  // Each test's pages keep a diary; a failed test prints it (what a wait saw, beyond its timeout).
  let pages = [];
  beforeEach(() => {
    pages = [];
  });
  afterEach(async (t) => {
    if (!t.passed) for (const page of pages) console.log(await diaryOf(page));
  });
  after(async () => {
    await chrome.browser?.close();
  });
  return chrome;
}

/** `page` with a diary: its console, errors, crash, workers and loads, each with its time. */
function keepDiary(page) {
  const t0 = Date.now();
  const diary = [];
  const note = (line) => diary.push(`${((Date.now() - t0) / 1000).toFixed(1)} s ${line}`.slice(0, 300));
  page.on('console', (m) => note(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => note(`page error: ${e.message}`));
  page.on('crash', () => note('THE PAGE CRASHED'));
  page.on('framenavigated', (f) => f === page.mainFrame() && note(`at ${f.url().slice(0, 80)}`));
  page.on('requestfailed', (r) => note(`request failed: ${r.url().slice(-60)} (${r.failure()?.errorText})`));
  page.on('worker', (w) => {
    note(`worker started: ${w.url().slice(-40)}`);
    w.on('close', () => note(`worker ended: ${w.url().slice(-40)}`));
  });
  page.diary = diary;
  return page;
}

/** A page's diary and what it shows now (the moves to go, the panels' notes), for a failed test. */
async function diaryOf(page) {
  let shown = 'the page is closed';
  if (!page.isClosed()) {
    shown = await page
      .evaluate(() => {
        const toGo = document.querySelector('[data-testid=to-go]');
        const notes = [...document.querySelectorAll('.panel-note, [role=status], [role=alert]')].map((n) => n.textContent.trim()).filter(Boolean);
        return `to go: ${toGo ? JSON.stringify({ ...toGo.dataset, text: toGo.textContent }) : 'none'}; notes: ${notes.map((n) => n.slice(0, 160)).join(' | ')}`;
      })
      .catch((e) => `(could not be read: ${e.message.split('\n')[0]})`);
  }
  return `# the diary of ${page.url().slice(0, 80)}:\n${page.diary.slice(-60).map((l) => `#   ${l}`).join('\n')}\n# it shows: ${shown}`;
}

/**
 * The longest main-thread task seen in a scenario, printed for the record. A functional test
 * asserts no time (a busy machine would fail it): the aim (no task over `aim` ms) is checked by
 * the benchmark `scripts/bench-long-tasks`, which runs these scenarios with LONG_TASK_CHECK=1.
 */
export function reportLongTasks(what, longest, aim = 50) {
  console.log(`# long tasks: ${what}: the longest ${Math.round(longest)} ms (aim: under ${aim} ms)`);
  if (process.env.LONG_TASK_CHECK === '1' && longest >= aim) throw new Error(`${what}: a main-thread task took ${Math.round(longest)} ms, over the aim of ${aim} ms`);
}

/**
 * Waits until `read()` (run here, reading the page) gives `expected`, then returns it; fails as
 * `assert.deepEqual` with the last value after `timeout`. For what the app does in its effects
 * after a key or a win: Yew 0.23's scheduler renders in a microtask but, after 16 ms of work, runs
 * the effects in a later task (`setTimeout(0)`), and effects move the focus and save the progress
 * and the daily log, so a busy machine can read either before it has happened (docs/testing.md).
 */
export async function eventually(read, expected, message, { timeout = 10_000 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (isDeepStrictEqual(value, expected)) return value;
    if (Date.now() > end) assert.deepEqual(value, expected, message);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Waits until the app has replaced the HTML's first paint and drawn its panels: it draws the
 * board first (the vehicles in the task after it) and the panels in the tasks after that, with
 * `aria-busy` on its `main` until then (src/app/hooks/start_stage.rs). A test that measures the
 * page as it opens (its markup, a panel's place) measures it from here, not from the red car.
 */
export async function appStarted(page, { timeout = 30_000 } = {}) {
  await page.locator('main.app:not(.first-paint):not([aria-busy])').waitFor({ timeout });
}

/**
 * A new page in its own context (`contextOptions`: viewport, touch …) at the game with `fragment`,
 * collecting page errors and console errors, once `ready` (a selector) is shown and the app started.
 */
export async function openGame(chrome, fragment, { ready = 'svg.board [data-car="A"]', timeout = 20_000, ...contextOptions } = {}) {
  const context = await chrome.browser.newContext(contextOptions);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => m.type() === 'error' && errors.push(new Error(m.text())));
  await page.goto(new URL(`#${fragment}`, BASE_URL).href);
  await page.locator(ready).waitFor({ timeout });
  await appStarted(page, { timeout });
  return { context, page, errors };
}

/** WCAG 2 contrast of two `rgb(…)` colours as getComputedStyle gives them. */
export function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map((v) => Number(v) / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (its default rules: WCAG 2 A and AA and best practices) on `page` as it is now and
 * throws when it finds a violation, naming each rule, its impact and its first node's selector.
 */
export async function expectNoAxeViolations(page, what) {
  // Evaluated by the driver (DevTools' own evaluation, which the page's Content-Security-Policy
  // does not cover), not added as an inline <script>, which the policy blocks.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE_SOURCE}
;undefined`);
  const found = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ rule: v.id, impact: v.impact, selector: v.nodes[0]?.target.join(' '), nodes: v.nodes.length, help: v.help }));
  });
  const line = (v) => `${v.rule} (${v.impact}): ${v.help}; ${v.nodes} node(s), the first ${v.selector}`;
  if (found.length > 0) throw new Error(`axe-core, ${what}: ${found.length} violation(s):\n${found.map(line).join('\n')}`);
}

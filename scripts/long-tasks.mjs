// The main thread's long tasks (Chromium's Long Tasks API: tasks over 50 ms) as the tests and the
// benchmarks read them (tests/e2e/responsiveness.test.mjs, scripts/browser-bench.mjs): recorded
// from the page's start, and those after its first contentful paint.

/** Records the page's long tasks from its start, before any of its own scripts, on `page` (a
 * Playwright page, or its context). */
export async function recordLongTasks(page) {
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__long.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The page's first contentful paint (ms since its start; 0 where it has none) and every long
 * task recorded so far, each `{ start, ms }`: `{ paint, tasks }`. */
export async function longTasks(page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? 0,
    tasks: window.__long,
  }));
}

/** The long tasks after the first contentful paint: `{ paint, after }`. */
export async function longTasksAfterPaint(page) {
  const { paint, tasks } = await longTasks(page);
  return { paint, after: tasks.filter((t) => t.start > paint) };
}

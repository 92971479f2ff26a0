// The page primitives Playwright's and Puppeteer's pages give alike (the two share their API for
// these): a backend page over either, given what differs — how a finger drags and how a page
// closes.
export function sharedPage(page, viewport, { touchDrag, close }) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return {
    viewport,
    errors: () => errors,
    goto: (url) => page.goto(url).then(() => {}),
    reload: () => page.reload().then(() => {}),
    url: () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    mouseMove: (x, y) => page.mouse.move(x, y),
    mouseClick: (x, y) => page.mouse.click(x, y),
    async mouseDrag(points) {
      await page.mouse.move(points[0].x, points[0].y);
      await page.mouse.down();
      for (const p of points.slice(1)) await page.mouse.move(p.x, p.y);
      await page.mouse.up();
    },
    touchDrag,
    async press(key, times) {
      for (let i = 0; i < times; i++) await page.keyboard.press(key);
    },
    screenshot: (path) => page.screenshot({ path }),
    close,
  };
}

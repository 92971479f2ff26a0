// Chromium through Playwright (playwright-core driving Debian's /usr/bin/chromium): each page in a
// context of its own; touch through the DevTools protocol (Input.dispatchTouchEvent).
import { chromium } from 'playwright-core';

export const name = 'chromium';

export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    // This machine has no network beyond loopback: keep Chromium from calling out.
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  return {
    version: browser.version(),
    async newPage(viewport, init) {
      const context = await browser.newContext({ viewport });
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
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
        async touchDrag(points) {
          const cdp = await context.newCDPSession(page);
          const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
          await touch('touchStart', points[0]);
          for (const p of points.slice(1)) await touch('touchMove', p);
          await touch('touchEnd');
          await cdp.detach();
        },
        press: (key) => page.keyboard.press(key),
        screenshot: (path) => page.screenshot({ path }),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

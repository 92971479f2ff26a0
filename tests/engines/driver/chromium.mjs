// Chromium through Playwright (playwright-core driving Debian's /usr/bin/chromium): each page in a
// context of its own; touch through the DevTools protocol (Input.dispatchTouchEvent).
import { chromium } from 'playwright-core';
import { sharedPage } from './shared-page.mjs';

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
      return sharedPage(page, viewport, {
        async touchDrag(points) {
          const cdp = await context.newCDPSession(page);
          const touch = (type, p) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
          await touch('touchStart', points[0]);
          for (const p of points.slice(1)) await touch('touchMove', p);
          await touch('touchEnd');
          await cdp.detach();
        },
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}

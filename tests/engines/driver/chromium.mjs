// Chromium through Playwright (playwright-core driving Debian's /usr/bin/chromium): each page in a
// context of its own; touch through the DevTools protocol (Input.dispatchTouchEvent).
import { launchChromium } from '../../../scripts/chromium.mjs';
import { sharedPage } from './shared-page.mjs';

// Chromium's setting that blocks site data has no command-line switch: its effect, a
// SecurityError on the first touch of either storage, is made by a script in every page (also
// tests/e2e/progress.test.mjs's).
export function storageBlocked() {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      get() {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      },
    });
  }
}

export async function launch({ siteData = true } = {}) {
  const browser = await launchChromium();
  return {
    version: browser.version(),
    async newPage(viewport, init) {
      const context = await browser.newContext({ viewport });
      if (!siteData) await context.addInitScript(storageBlocked);
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

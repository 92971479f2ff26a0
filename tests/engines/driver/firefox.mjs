// Firefox ESR through puppeteer-core over WebDriver BiDi (Debian's /usr/bin/firefox-esr; no
// download): each page in a browser context of its own; touch through BiDi's touch pointer.
import puppeteer from 'puppeteer-core';

export const name = 'firefox';

export async function launch() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
    headless: true,
    defaultViewport: null,
    // Keep Firefox from calling out of this machine (it has no network beyond loopback).
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  return {
    version: await browser.version(),
    async newPage(viewport, init) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      if (init) await page.evaluateOnNewDocument(init);
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
          const touch = await page.touchscreen.touchStart(points[0].x, points[0].y);
          for (const p of points.slice(1)) await touch.move(p.x, p.y);
          await touch.end();
        },
        press: (key) => page.keyboard.press(key),
        screenshot: (path) => page.screenshot({ path }),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

// Firefox ESR through puppeteer-core over WebDriver BiDi (Debian's /usr/bin/firefox-esr; no
// download): each page in a browser context of its own; touch through BiDi's touch pointer.
import puppeteer from 'puppeteer-core';
import { sharedPage } from './shared-page.mjs';

/** `siteData: false`: Firefox's own setting of cookies and site data blocked for every site
 * (localStorage and sessionStorage then throw a SecurityError). */
export async function launch({ siteData = true } = {}) {
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
      ...(siteData ? {} : { 'network.cookie.cookieBehavior': 2 }),
    },
  });
  return {
    version: await browser.version(),
    async newPage(viewport, init) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      if (init) await page.evaluateOnNewDocument(init);
      return sharedPage(page, viewport, {
        async touchDrag(points) {
          const touch = await page.touchscreen.touchStart(points[0].x, points[0].y);
          for (const p of points.slice(1)) await touch.move(p.x, p.y);
          await touch.end();
        },
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}

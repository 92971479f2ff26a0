import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await (await b.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
const started = () => page.locator('main.app:not(.first-paint):not([aria-busy])').waitFor();
await page.goto('http://127.0.0.1:8090/rush-hour/tools/?mode=edit#ooBoCCooBoooAABoooDDDooEoooooEoooooE');
await started();
console.log('url', page.url(), await page.evaluate(() => document.querySelector('main').className));
for (const m of ['Classroom', 'Present', 'Edit']) {
  await page.getByRole('link', { name: m, exact: true }).or(page.getByRole('button', { name: m, exact: true })).first().click();
  await page.waitForTimeout(500);
  console.log(m, page.url());
  await page.reload(); await started();
  console.log(' after reload', await page.evaluate(() => document.querySelector('main').className));
}
await b.close();

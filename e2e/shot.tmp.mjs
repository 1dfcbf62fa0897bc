import { chromium } from 'playwright-core';
const [url, out, width = '1280'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(url);
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: false });
console.log(await page.title(), (await page.locator('body').innerText()).slice(0, 400));
await browser.close();

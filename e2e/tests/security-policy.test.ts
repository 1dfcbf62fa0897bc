import type { Page, Response } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { customerAtCheckout, outletNamed } from '../support/checkout';
import { toast } from '../support/shell-auth';
import { appUrl, shellUrl } from '../support/site';

/**
 * Issue 20: every page is served with a Content-Security-Policy (page-server's
 * content-security-policy.ts) and nothing the site does breaks it: no script from elsewhere, no
 * eval, no <style> without the page's nonce. Chromium reports each breach as a
 * `securitypolicyviolation` event and a console error; both must stay empty. (Every browser
 * test fails on such a console error too: support/browser.ts's watchErrors.)
 */
const session = pagePerTest();
let page: Page;
let consoleCsp: string[];

beforeEach(async () => {
  page = session.page;
  consoleCsp = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleCsp.push(message.text());
  });
  await session.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
});

const violations = () =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The page's policy as sent, and its style nonce matching the one the page carries. */
async function expectPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).toContain(new URL(appUrl('menu-cart')).origin);
  const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(
    await page.locator('meta[property="csp-nonce"]').getAttribute('content', { timeout: 1000 }),
  ).toBe(nonce);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
}

test('/, a menu and /checkout of a logged-in customer break no rule of their policy', async () => {
  await expectPolicy(await page.goto(shellUrl));
  await page
    .getByRole('region', { name: 'Restaurants Near By' })
    .getByRole('link')
    .first()
    .waitFor();
  // styled-components' rules applied: the header is laid out by them, not by the browser's defaults
  const headerPosition = await page
    .getByRole('banner')
    .evaluate((header) => getComputedStyle(header).position);
  expect(headerPosition).toBe('sticky');

  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  await expectPolicy(await page.goto(`${shellUrl}/restaurant-details/${outletId}/menu`));
  await page.getByRole('heading', { name: 'Menu' }).waitFor();

  await customerAtCheckout(page, outletId);
  // a toast: react-toastify adds its style sheet with the nonce
  const payment = page.getByRole('region', { name: 'Payment Info' });
  await payment.getByRole('button', { name: 'Place Order' }).click();
  await toast(page, 'Please Select the Card').waitFor();
  expect(await violations()).toEqual([]);
  expect(consoleCsp).toEqual([]);
});

test('the standalone restaurant menu, on its own origin, breaks no rule either', async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  await expectPolicy(await page.goto(`${appUrl('restro-menu')}/restro-menu/${outletId}`));
  await page.getByRole('heading', { name: 'Cruzan Grill Sunny Isle', level: 1 }).waitFor();
  expect(await violations()).toEqual([]);
  expect(consoleCsp).toEqual([]);

  // the watch itself works: a <style> without the nonce is refused and reported (on a page of
  // its own: the refusal would fail the afterEach's check of this one)
  page = await session.context.newPage();
  await page.goto(`${appUrl('restro-menu')}/restro-menu/${outletId}`);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { color: red }';
    document.head.append(style);
  });
  await page.waitForFunction(
    () => (window as unknown as { cspViolations: string[] }).cspViolations.length > 0,
  );
  expect(await violations()).toEqual(['style-src-elem blocked inline']);
});

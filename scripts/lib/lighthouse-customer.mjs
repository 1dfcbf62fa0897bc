// The logged-in customer Lighthouse measures /my-cart, /checkout and /profile as: the README's
// demo customer logged in through the site's own Log In modal in a Chromium that Lighthouse then
// drives over its debugging port (Lighthouse's own Chromium would start logged out).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiCalls } from './bench-customers.mjs';
import { launchChromiumProfile } from './chromium.mjs';

const DEMO = { phone: '3405550100', password: 'islandeats' };
/** The README's demo cook (Buck Island Bites), whose order board Lighthouse measures. */
const DEMO_COOK = { phone: '3405550142', password: 'islandeats' };

/**
 * Signs the demo cook in on restro-menu's staff page at `restroUrl`, in the customer's Chromium
 * (its own origin: the two sessions do not meet), as a cook does on the tablet.
 */
export async function signInDemoCook(customer, restroUrl) {
  const page = await customer.context.newPage();
  try {
    await page.goto(`${restroUrl}/restro-menu/staff`);
    await page.getByRole('textbox', { name: 'Mobile Number' }).fill(DEMO_COOK.phone);
    await page.getByLabel('Password').fill(DEMO_COOK.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: /^Orders · / }).waitFor();
  } finally {
    await page.close();
  }
}

/**
 * Chromium with the demo customer logged in on `shellUrl` and a dish of `outletId` in their
 * cart, listening for Lighthouse on `port` (and its `context` for the bench's own pages).
 * `clearCache()` before each run: a customer's first visit, not one served from the login's
 * cache.
 */
export async function customerChromium({ shellUrl, apiUrl, outletId, port }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-customer-'));
  const context = await launchChromiumProfile(dir, [`--remote-debugging-port=${port}`]);
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Mobile Number').fill(DEMO.phone);
    await login.getByRole('button', { name: 'Continue' }).click();
    await login.getByLabel('Password').fill(DEMO.password);
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('session')).token);
    await apiCalls(apiUrl).addPlainDish(token, outletId);
    const cdp = await context.newCDPSession(page);
    return {
      port,
      context,
      clearCache: () => cdp.send('Network.clearBrowserCache'),
      close: async () => {
        await context.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

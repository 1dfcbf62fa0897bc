import type { Page } from 'playwright-core';
import { api } from './cart-api';
import { signUpViaApi } from './shell-auth';

export interface Customer {
  token: string;
  phone: string;
  name: string;
}

/**
 * A new customer, signed up and logged in through the real calls; every page load of `page`
 * starts with that session (as a login through the modals would leave it).
 */
export async function newCustomer(page: Page, name = 'Account Tester'): Promise<Customer> {
  const { phone, password } = await signUpViaApi(name);
  const answer = await api<{ accessToken: string; Userdetails: Record<string, string | null> }>(
    'userPasswordLogin',
    { countryCode: '+1', mobileNumber: phone, password, udId: 'E2E-ACCOUNT' },
  );
  const session = JSON.stringify({
    ...answer.Userdetails,
    short_interest_survey: answer.Userdetails.short_interest_survey ?? '',
    token: answer.accessToken,
    udId: 'E2E-ACCOUNT',
  });
  await page.addInitScript((value) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', value);
  }, session);
  return { token: answer.accessToken, phone, name };
}

/** Full-page screenshots of the page at phone and desktop widths, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/account-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

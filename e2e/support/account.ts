import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { api } from './api';
import { placeOrder } from './orders-api';
import { appUrl, shellUrl } from './site';
import { DEMO, signUpViaApi } from './shell-auth';

export interface Customer {
  token: string;
  /** the session the page keeps in localStorage, as a login leaves it */
  session: string;
}

async function logInViaApi(phone: string, password: string): Promise<Customer> {
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
  return { token: answer.accessToken, session };
}

/**
 * A new customer through the real sign-up calls. Sign-ups spend the API's codes per address
 * (20 an hour), which the whole browser suite shares: sign up once per file, and use the demo
 * customer where nothing of its own profile changes.
 */
export async function signUpCustomer(name: string): Promise<Customer> {
  const { phone, password } = await signUpViaApi(name);
  return logInViaApi(phone, password);
}

/** The README's demo customer, logged in through the real call. */
export const demoCustomer = () => logInViaApi(DEMO.phone, DEMO.password);

/** api-client's PAGE_COOKIE: the cookie the shell's pages keep their rendered values in. */
export const PAGE_COOKIE = 'island_eats_page';
/** restro-menu's RESTRO_PAGE_COOKIE: restro-menu standalone keeps its own. */
const RESTRO_PAGE_COOKIE = 'island_eats_restro';

/**
 * The page cookie the shell's pages keep for `session` (api-client's keepPageCookie), which the
 * page server renders a request with; none for a visitor.
 */
export const pageCookie = (session?: string) =>
  encodeURIComponent(JSON.stringify(session ? { 'local:session': session } : {}));

/**
 * Every page load of `page` starts with the customer's session, as a login leaves it: in
 * localStorage, and in the page cookie the page server renders the first page with, the shell's
 * and restro-menu's alike. (Without the latter a restro page would be rendered for a visitor
 * and drawn afresh for the customer once its code runs, as early-taps.test.ts does on purpose.)
 */
export async function startAs(page: Page, customer: Customer): Promise<void> {
  const value = pageCookie(customer.session);
  await page.context().addCookies([
    { name: PAGE_COOKIE, value, url: shellUrl },
    { name: RESTRO_PAGE_COOKIE, value, url: appUrl('restro-menu') },
  ]);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', value);
  }, customer.session);
}

/**
 * The customer's new order (one plain dish at the outlet, paid with a saved card), opened on
 * its tracking page; returns its id.
 */
export async function trackNewOrder(
  page: Page,
  customer: Customer,
  outletId: number,
  orderType: 'Take Out' | 'Delivery' = 'Take Out',
): Promise<number> {
  await startAs(page, customer);
  const orderId = await placeOrder(customer.token, outletId, orderType);
  await page.goto(`${shellUrl}/order-status/${orderId}`);
  return orderId;
}

/** The order's card in the profile's history. */
export const orderCard = (page: Page, orderId: number): Locator =>
  page
    .getByRole('region', { name: 'Order History' })
    .getByRole('listitem')
    .filter({ hasText: `Order #IE${String(orderId).padStart(5, '0')}` });

/** Where the browser tests leave their screenshots (CI keeps them). */
const SCREENSHOTS = '.bench/screenshots';

/** Full-page screenshots of the page at phone and desktop widths, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SCREENSHOTS}/account-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** One step of Track Order's four-step tracker, by its name. */
export const trackerStep = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: 'Order progress' })
    .getByRole('listitem')
    .filter({ hasText: name });

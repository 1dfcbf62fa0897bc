import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { apiOk, apiRead } from './api';
import { shellUrl } from './site';

/** The README's demo customer. */
export const DEMO = { phone: '3405550100', password: 'islandeats', name: 'Demo Customer' };

/** A fresh number in 340 55x xxxx for each sign-up, so tests stay independent. */
export function randomPhone(): string {
  for (;;) {
    const phone = `34055${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    if (phone !== DEMO.phone) return phone;
  }
}

/** The code the offline OTP sender last "sent" to +1 <phone> (the API's dev endpoint). */
export async function devOtp(phone: string, countryCode = '1'): Promise<string> {
  const body = await apiRead<{ otp?: string; errorMessage?: string }>(
    `dev/otp/${countryCode}${phone}`,
  );
  if (!body.otp) throw new Error(`no code for ${phone}: ${body.errorMessage}`);
  return body.otp;
}

export const dialog = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('dialog', { name });

export const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('alert').filter({ hasText: text });

/** Opens the site and its Log In modal from the header. */
export async function openLogin(page: Page, path = '/'): Promise<Locator> {
  await page.goto(`${shellUrl}${path}`);
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const login = dialog(page, 'Log In');
  await login.waitFor();
  return login;
}

/** Logs the demo customer in through the modals; resolves once the header shows the profile. */
export async function logInAsDemo(page: Page, path = '/'): Promise<void> {
  const login = await openLogin(page, path);
  await login.getByLabel('Mobile Number').fill(DEMO.phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').fill(DEMO.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
}

/** The sign-up journey of a new number up to the Sign Up modal; returns it. */
export async function reachSignUp(page: Page, phone: string): Promise<Locator> {
  await page.goto(shellUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const start = dialog(page, 'Sign Up');
  await start.getByLabel('Mobile Number').fill(phone);
  await start.getByRole('button', { name: 'Continue' }).click();
  const otp = dialog(page, 'Verify OTP');
  await otp.waitFor();
  await otp.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await devOtp(phone));
  await otp.getByRole('button', { name: 'Verify' }).click();
  const signUp = dialog(page, 'Sign Up');
  await signUp.getByLabel('Email').waitFor();
  return signUp;
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations inside the open dialog, or `scope` (rule ids with the offending nodes). */
export async function axeViolations(page: Page, scope = '[role="dialog"]'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // evaluated through the DevTools protocol: the pages' CSP refuses an inline <script> tag
    await page.evaluate(axeSource);
  }
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run(context: string): Promise<AxeResults> } }).axe;
    const result = await axe.run(context);
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, scope);
}

/** A new customer made through the real sign-up calls (st_croix); answers phone and password. */
export async function signUpViaApi(name = 'Test Customer') {
  const phone = randomPhone();
  const base = { countryCode: '+1', mobileNumber: phone };
  await apiOk('CheckAvailability', base);
  const otpNumber = await devOtp(phone);
  await apiOk('otpVerification', { ...base, otpNumber, udId: 'E2E', type: 'signup' });
  const password = 'secret-pass';
  await apiOk('userWithPasswordSignup', {
    ...base,
    otpNumber,
    password,
    udId: 'E2E',
    userName: name,
    email: `user${phone}@example.com`,
  });
  return { phone, password };
}

/** The island on a user's profile, read with the token the page keeps. */
export async function profileIsland(token: string): Promise<string> {
  const body = await apiRead<{ usersDetails: { located_at: string } }>('getProfile', token);
  return body.usersDetails.located_at;
}

/** Logs a customer in through the modals (any island prompt is left open). */
export async function logIn(page: Page, phone: string, password: string): Promise<void> {
  const login = await openLogin(page);
  await login.getByLabel('Mobile Number').fill(phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').fill(password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
}

/** The token of the page's session (localStorage 'session'). */
export const sessionToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token?: string }).token ?? '',
  );

/**
 * Starts every page load of `page` logged in as the demo customer (a session made with the
 * real login call), for tests that visit the logged-in-only pages without the modals.
 */
export async function startLoggedIn(page: Page): Promise<void> {
  const answer = await apiOk<{
    accessToken: string;
    Userdetails: Record<string, string | null>;
  }>('userPasswordLogin', {
    countryCode: '+1',
    mobileNumber: DEMO.phone,
    password: DEMO.password,
    udId: 'E2E-DEMO',
  });
  const session = JSON.stringify({
    ...answer.Userdetails,
    short_interest_survey: answer.Userdetails.short_interest_survey ?? '',
    token: answer.accessToken,
    udId: 'E2E-DEMO',
  });
  await page.addInitScript((value) => {
    if (!localStorage.getItem('session')) localStorage.setItem('session', value);
  }, session);
}

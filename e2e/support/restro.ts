import type { Page } from 'playwright-core';
import { devOtp, dialog, randomPhone, toast } from './shell-auth';
import { appUrl } from './site';

export const restroUrl = appUrl('restro-menu');

/** The outlet's header: its name and the guest's actions, never a link into the site. */
export const restroHeader = (page: Page) => page.getByRole('banner');

/**
 * A new guest signs up in place from the restro header's Log In: number, the OTP, the Sign Up
 * form. Resolves once the header shows 'My Orders'.
 */
export async function signUpInPlace(page: Page, name: string): Promise<string> {
  const phone = randomPhone();
  const login = dialog(page, 'Log In');
  // (unless something the guest did, an Add Item, has opened it already)
  if (!(await login.isVisible()))
    await restroHeader(page).getByRole('button', { name: 'Log In' }).click();
  await login.getByLabel('Mobile Number').fill(phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  const otp = dialog(page, 'Verify OTP');
  await otp.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await devOtp(phone));
  await otp.getByRole('button', { name: 'Verify' }).click();
  const signUp = dialog(page, 'Sign Up');
  await signUp.getByLabel('Name').fill(name);
  await signUp.getByLabel('Email').fill(`guest${phone}@example.com`);
  await signUp.getByLabel('Password').fill('secret-pass');
  await signUp.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await toast(page, `Welcome to Island Eats, ${name}!`).waitFor();
  await restroHeader(page).getByRole('link', { name: 'My Orders' }).waitFor();
  return phone;
}

/** Every link on the page stays within restro-menu's paths (a guest never reaches the site). */
export async function linksOutsideRestro(page: Page): Promise<string[]> {
  // the site's apps share the page's host; another host (a map's directions) is no site page
  const hrefs = await page.locator('a[href]').evaluateAll((links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.hostname === location.hostname)
      .map((url) => url.pathname),
  );
  return hrefs.filter((path) => !/^\/restro-(menu|order-status)(\/|$)/.test(path));
}

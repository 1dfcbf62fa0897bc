import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import {
  axeViolations,
  devOtp,
  dialog,
  logIn,
  openLogin,
  signUpViaApi,
  toast,
} from '../support/shell-auth';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

test('forgot password: code, reset with a matching confirmation, then log in with it', async () => {
  const { phone } = await signUpViaApi();
  const login = await openLogin(page);
  await login.getByLabel('Mobile Number').fill(phone);
  await login.getByRole('button', { name: 'Forgot Password?' }).click();

  const forgot = dialog(page, 'Forgot Password');
  expect(await forgot.getByLabel('Mobile Number').inputValue()).toBe(phone);
  expect(await axeViolations(page)).toEqual([]);
  await forgot.getByRole('button', { name: 'Send OTP' }).click();

  const otp = dialog(page, 'Verify OTP');
  await otp.waitFor();
  // OTPModal2's back arrow leads to Forgot Password
  await otp.getByRole('button', { name: 'Back' }).click();
  await forgot.getByRole('button', { name: 'Send OTP' }).click();
  await otp.waitFor();
  await otp.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await devOtp(phone));
  await otp.getByRole('button', { name: 'Verify' }).click();

  const reset = dialog(page, 'Reset Password');
  await reset.getByLabel('New Password').fill('new-secret');
  await reset.getByLabel('Confirm Password').fill('new-secreT');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await reset.getByText("Password doesn't match").waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '.bench/screenshots/auth-reset-mismatch-1280.png' });

  await reset.getByLabel('Confirm Password').fill('new-secret');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await toast(page, 'Your password has been changed. Please log in.').waitFor();
  await reset.waitFor({ state: 'detached' });

  await logIn(page, phone, 'new-secret');
});

test('an unknown number cannot reset a password: the server says why', async () => {
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Forgot Password?' }).click();
  const forgot = dialog(page, 'Forgot Password');
  await forgot.getByRole('button', { name: 'Send OTP' }).click();
  await forgot.getByText('Required').waitFor();
  await forgot.getByLabel('Mobile Number').fill('3405400001');
  await forgot.getByRole('button', { name: 'Send OTP' }).click();
  await toast(page, 'This mobile number is not registered.').waitFor();
  expect(await forgot.isVisible()).toBe(true);
});

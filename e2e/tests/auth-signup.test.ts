import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import {
  axeViolations,
  devOtp,
  dialog,
  randomPhone,
  reachSignUp,
  toast,
} from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

test('a new number signs up through the OTP modal and is logged in', async () => {
  const phone = randomPhone();
  await page.goto(shellUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const start = dialog(page, 'Sign Up');
  await start.getByLabel('Mobile Number').fill(phone);
  await start.getByRole('button', { name: 'Continue' }).click();

  const otp = dialog(page, 'Verify OTP');
  await otp.waitFor();
  expect(await otp.getByRole('textbox').count()).toBe(6);
  expect(await otp.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
  await otp.getByText(/^Resend OTP in \d+s$/).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // a wrong code is refused with the server's message
  const code = await devOtp(phone);
  const wrong = code === '000000' ? '111111' : '000000';
  await otp.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(wrong);
  await otp.getByRole('button', { name: 'Verify' }).click();
  await toast(page, 'Invalid OTP. Please try again.').waitFor();

  // the back arrow returns a new user to the number step (opened as Sign Up), number kept
  await otp.getByRole('button', { name: 'Back' }).click();
  const back = dialog(page, 'Sign Up');
  expect(await back.getByLabel('Mobile Number').inputValue()).toBe(phone);
  await back.getByRole('button', { name: 'Continue' }).click();
  await otp.waitFor();

  // a pasted code fills all six boxes
  await otp.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.evaluate(async (text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  expect(await otp.getByRole('textbox', { name: 'Digit 6 of 6' }).inputValue()).toBe(code[5]);
  await page.screenshot({ path: '.bench/screenshots/auth-otp-1280.png' });
  await otp.getByRole('button', { name: 'Verify' }).click();

  const signUp = dialog(page, 'Sign Up');
  await signUp.getByLabel('Email').waitFor();
  expect(await signUp.getByLabel('Mobile Number').inputValue()).toBe(phone);
  const submit = signUp.getByRole('button', { name: 'Sign Up' });
  expect(await submit.isDisabled()).toBe(true);
  await signUp.getByLabel('Name').fill('New Customer');
  await signUp.getByLabel('Email').fill('not-an-email');
  await signUp.getByLabel('Password').fill('abc');
  await signUp.getByLabel('Name').focus();
  await signUp.getByText('Invalid email address.').waitFor();
  await signUp.getByText('Password must be at least 6 characters.').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '.bench/screenshots/auth-signup-errors-1280.png' });

  await signUp.getByLabel('Email').fill(`new${phone}@example.com`);
  await signUp.getByLabel('Password').fill('secret-pass');
  expect(await submit.isDisabled()).toBe(true);
  await signUp.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
  const signUps: string[] = [];
  page.on('request', (r) => r.url().includes('/userWithPasswordSignup') && signUps.push(r.url()));
  await submit.dblclick();
  await toast(page, 'Welcome to Island Eats, New Customer!').waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
  expect(signUps).toHaveLength(1);
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test('at 375 px the sign-up form fits the phone', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  const signUp = await reachSignUp(page, randomPhone());
  await signUp.getByRole('button', { name: 'Sign Up' }).waitFor();
  await page.screenshot({ path: '.bench/screenshots/auth-signup-375.png' });
  const box = await signUp.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(375);
});

import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import { DEMO, axeViolations, dialog, logInAsDemo, openLogin, toast } from '../support/shell-auth';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

test('an existing number gets the password field and logs in; the header shows the account', async () => {
  const login = await openLogin(page);
  expect(await login.getByLabel('Country Code').inputValue()).toBe('+1');
  expect(await login.getByLabel('Password').count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  await login.getByLabel('Mobile Number').fill(DEMO.phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '.bench/screenshots/auth-login-password-1280.png' });

  await login.getByLabel('Password').fill(DEMO.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Profile' }).waitFor();
  expect(await dialog(page, 'Log In').count()).toBe(0);
  await banner.getByRole('button', { name: /^Cart, \d+ items?$/ }).waitFor();
  await banner.getByRole('link', { name: /^Favourites, \d+ restaurants?$/ }).waitFor();
  expect(await banner.getByRole('button', { name: 'Log In' }).count()).toBe(0);
  await page.screenshot({ path: '.bench/screenshots/header-logged-in-1280.png' });
});

test('refuses bad input on the field before calling the server', async () => {
  const login = await openLogin(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/CheckAvailability')) calls.push(request.url());
  });
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByText('Required').waitFor();
  await login.getByLabel('Mobile Number').fill('34055');
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByText('Mobile number must be 10 digits').waitFor();
  await login.getByLabel('Mobile Number').fill('340555abcd');
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByText('Please enter vaild phone number').waitFor();
  expect(calls).toEqual([]);
  const phone = login.getByLabel('Mobile Number');
  expect(await phone.getAttribute('aria-invalid')).toBe('true');

  // a short password is refused on its field too
  await phone.fill(DEMO.phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').fill('abc');
  await login.getByRole('button', { name: 'Log In' }).click();
  await login.getByText('Password must be at least 6 characters.').waitFor();
});

test('a wrong password shows the server message; editing the number hides the password again', async () => {
  const login = await openLogin(page);
  await login.getByLabel('Mobile Number').fill(DEMO.phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').fill('not-the-password');
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/userPasswordLogin')) logins.push(request.url());
  });
  await login.getByRole('button', { name: 'Log In' }).dblclick();
  await toast(page, 'Invalid mobile number or password.').waitFor();
  expect(logins).toHaveLength(1);

  await login.getByLabel('Mobile Number').fill(DEMO.phone.slice(0, 9));
  await login.getByLabel('Password').waitFor({ state: 'detached' });
  await login.getByRole('button', { name: 'Continue' }).waitFor();
  await login.getByLabel('Mobile Number').fill(DEMO.phone);
  await login.getByRole('button', { name: 'Continue' }).click();
  await login.getByLabel('Password').waitFor();
  await login.getByLabel('Country Code').selectOption('+91');
  await login.getByLabel('Password').waitFor({ state: 'detached' });
});

test('Escape closes the modal and focus stays inside it while open', async () => {
  const login = await openLogin(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await login.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await login.waitFor({ state: 'detached' });
});

test('at 375 px the logged-in header stays on one line', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logInAsDemo(page);
  const banner = page.getByRole('banner');
  const box = await banner.boundingBox();
  expect(box?.height).toBeLessThan(90);
  await page.screenshot({ path: '.bench/screenshots/header-logged-in-375.png' });
  await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
  await dialog(page, 'Log Out').waitFor();
  await page.screenshot({ path: '.bench/screenshots/logout-confirm-375.png' });
});

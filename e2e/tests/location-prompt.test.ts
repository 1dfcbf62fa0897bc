import type { Page } from 'playwright-core';
import { pagePerTest } from '../support/browser';
import {
  axeViolations,
  dialog,
  logIn,
  profileIsland,
  sessionToken,
  signUpViaApi,
} from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
beforeEach(async () => {
  page = session.page;
  // the visitor has been browsing St. Thomas; the customers below live on St. Croix
  await page.goto(shellUrl);
  await page.evaluate(() => localStorage.setItem('currentLocation', JSON.stringify('st_thomas')));
});

const stored = (p: Page, key: string) => p.evaluate((k) => localStorage.getItem(k), key);

test('Yes, Switch Location stores the customer island, clears the cart and reloads', async () => {
  const { phone, password } = await signUpViaApi('Island Switcher');
  await logIn(page, phone, password);
  const prompt = dialog(page, 'Switch Location');
  await prompt.getByText('Hey, looks like you are in St. Croix').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '.bench/screenshots/location-prompt-1280.png' });
  // an answer is required: Escape does not dismiss it
  await page.keyboard.press('Escape');
  expect(await prompt.isVisible()).toBe(true);

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Yes, Switch Location' }).click();
  await reloaded;
  expect(JSON.parse((await stored(page, 'currentLocation')) ?? 'null')).toBe('st_croix');
  expect(await stored(page, 'viewCart')).toBeNull();
  await page.getByRole('banner').getByRole('link', { name: 'Profile' }).waitFor();
  expect(await dialog(page, 'Switch Location').count()).toBe(0);
});

test("Don't Switch keeps the site's island and moves the profile to it", async () => {
  const { phone, password } = await signUpViaApi('Island Stayer');
  await logIn(page, phone, password);
  const prompt = dialog(page, 'Switch Location');
  await prompt.getByRole('button', { name: "Don't Switch" }).click();
  await prompt.waitFor({ state: 'detached' });
  expect(JSON.parse((await stored(page, 'currentLocation')) ?? 'null')).toBe('st_thomas');
  expect(await profileIsland(await sessionToken(page))).toBe('st_thomas');
});

test('no prompt when the customer is on the site island already', async () => {
  const { phone, password } = await signUpViaApi('Island Local');
  await page.evaluate(() => localStorage.setItem('currentLocation', JSON.stringify('st_croix')));
  await logIn(page, phone, password);
  await page.waitForTimeout(300);
  expect(await dialog(page, 'Switch Location').count()).toBe(0);
});

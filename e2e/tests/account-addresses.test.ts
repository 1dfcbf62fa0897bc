import type { Locator, Page } from 'playwright-core';
import { demoCustomer, screenshots, signUpCustomer, startAs } from '../support/account';
import { pagePerTest, pageRendered } from '../support/browser';
import { api } from '../support/api';
import { axeViolations, dialog, toast } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
// the demo customer: the tests touch only the addresses they add
beforeEach(async () => {
  page = session.page;
  await startAs(page, await demoCustomer());
});

/** Clicks the map at a fraction of its width and height. */
async function clickMap(map: Locator, x: number, y: number) {
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
}

test('adds, edits and deletes an address on the offline map; the sea is refused', async () => {
  await page.goto(`${shellUrl}/profile`);
  // a click on the painted page before its code has come does nothing
  await pageRendered(page);
  // and the button is the page's own, not its painted copy (React marks what it renders)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some(
      (button) =>
        button.textContent === 'Manage Addresses' &&
        Object.keys(button).some((key) => key.startsWith('__reactProps$')),
    ),
  );
  await page.getByRole('button', { name: 'Manage Addresses' }).click();
  const manager = dialog(page, 'Manage Addresses');
  await manager.getByText('Saved Address').waitFor();
  await manager
    .getByRole('button', { name: /^Remove / })
    .first()
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await manager.getByRole('button', { name: 'Add New Address' }).click();

  const form = dialog(page, 'Set Delivery Address');
  const map = form.getByRole('application', { name: /Map of St. Croix/ });
  await map.waitFor();
  // the middle of the island's outline: the point and the location follow the click
  await clickMap(map, 0.5, 0.5);
  const location = form.getByLabel('Location');
  expect(await location.inputValue()).toMatch(/^Near .+, St\. Croix$/);
  const point = await form.getByText(/^Point: /).textContent();
  expect(point).toMatch(/Point: 17\.\d+, -64\.\d+/);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByText('Landmark is required.').waitFor();
  await form.getByLabel('House/Flat No.').fill('4B');
  await form.getByLabel('Landmark').fill('Opposite the bakery');
  await form.getByRole('radio', { name: 'Other' }).check();
  await form.getByLabel('Address name').fill('Studio');
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, 'address-dialog');
  await form.getByRole('button', { name: 'Save' }).click();

  await manager.getByText(/^4B, Near .+, St\. Croix$/).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('chosenLocation'))).toContain(
    '"addressId"',
  );

  // edit: a point out at sea is refused with the island message, then a town is chosen
  await manager.getByRole('button', { name: 'Edit Studio' }).click();
  await clickMap(map, 0.02, 0.04);
  await form.getByRole('button', { name: 'Save' }).click();
  await form
    .getByText('Your selected location is not in St. Croix. Please change your delivery location.')
    .waitFor();
  await location.fill('Frederiksted');
  await form.getByLabel('Landmark').fill('By the pier');
  await form.getByRole('button', { name: 'Save' }).click();
  await manager.getByText('4B, Frederiksted').waitFor();

  // delete, after its confirm
  await manager.getByRole('button', { name: 'Remove Studio' }).click();
  const confirm = dialog(page, 'Delete Address');
  await confirm.getByText('Are you sure you want to delete this address?').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await toast(page, 'Address deleted successfully.').waitFor();
  await manager.getByText('4B, Frederiksted').waitFor({ state: 'detached' });
});

test('a location typed by hand is confirmed first', async () => {
  await page.goto(`${shellUrl}/profile`);
  // a click on the painted page before its code has come does nothing
  await pageRendered(page);
  await page.getByRole('button', { name: 'Manage Addresses' }).click();
  await dialog(page, 'Manage Addresses').getByRole('button', { name: 'Add New Address' }).click();
  const form = dialog(page, 'Set Delivery Address');
  await form.getByLabel('Location').fill('Behind the old fort');
  await form.getByLabel('Landmark').fill('Red door');
  await form.getByRole('radio', { name: 'Other' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  const confirm = dialog(page, 'Confirm Location');
  await confirm
    .getByText('Are you currently at the location, where we are delivering to?')
    .waitFor();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const manager = dialog(page, 'Manage Addresses');
  await manager.getByText('Behind the old fort').waitFor();
  // leave the demo's addresses as they were
  await manager.getByRole('button', { name: 'Remove Other' }).click();
  await dialog(page, 'Delete Address').getByRole('button', { name: 'Yes' }).click();
  await manager.getByText('Behind the old fort').waitFor({ state: 'detached' });
});

test("the home page's location box adds an address through account's dialog and delivers there", async () => {
  await page.goto(shellUrl);
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = dialog(page, 'Set Delivery Address');
  const map = form.getByRole('application', { name: /Map of St. Croix/ });
  await clickMap(map, 0.5, 0.5);
  await form.getByLabel('Landmark').fill('Green gate');
  await form.getByRole('radio', { name: 'Home' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await form.waitFor({ state: 'detached' });
  const box = page.getByRole('combobox', { name: 'Delivery location' });
  expect(await box.inputValue()).toMatch(/^Near .+, St\. Croix$/);
  const chosen = await page.evaluate(() => localStorage.getItem('chosenLocation'));
  const { addressId } = JSON.parse(chosen ?? '{}') as { addressId?: number };
  expect(addressId).toBeGreaterThan(0);
  // leave the demo's addresses as they were
  await api('destroyAddress', { addressId }, (await demoCustomer()).token);
});

test('deleting the chosen address stops it being the delivery point; the box lists the rest', async () => {
  const customer = await signUpCustomer('Address Mover');
  const near = (type: string, latitude: number, longitude: number, location: string) => ({
    location,
    houseFlatNo: '',
    landMark: 'Gate',
    type,
    latitude,
    longitude,
    zipcode: '00820',
  });
  for (const address of [
    near('Home', 17.745, -64.705, 'Near Christiansted, St. Croix'),
    near('Work', 17.7125, -64.8815, 'Frederiksted, St. Croix'),
    near('Gym', 17.736537, -64.735021, 'Kingshill, St. Croix'),
  ]) {
    await api('addAddress', address, customer.token);
  }
  // a page of this customer's own (the file's page starts as the demo customer)
  const mine = await session.context.newPage();
  await startAs(mine, customer);
  await mine.goto(shellUrl);
  await pageRendered(mine);
  const box = mine.getByRole('combobox', { name: 'Delivery location' });
  await box.click();
  const saved = mine.getByRole('listbox', { name: 'Saved addresses' });
  await saved.getByRole('option', { name: /Deliver to: Home/ }).click();
  expect(await box.inputValue()).toBe('Near Christiansted, St. Croix');

  await mine.goto(`${shellUrl}/profile`);
  await pageRendered(mine);
  await mine.getByRole('button', { name: 'Manage Addresses' }).click();
  const manager = dialog(mine, 'Manage Addresses');
  await manager.getByRole('button', { name: 'Remove Home' }).click();
  await dialog(mine, 'Delete Address').getByRole('button', { name: 'Yes' }).click();
  await manager.getByText('Near Christiansted, St. Croix').waitFor({ state: 'detached' });
  expect(
    JSON.parse((await mine.evaluate(() => localStorage.getItem('chosenLocation'))) ?? '{}'),
  ).toMatchObject({ address: '', addressId: null });

  await mine.goto(shellUrl);
  await pageRendered(mine);
  expect(await box.inputValue()).toBe('');
  await box.click();
  await saved.getByRole('option').first().waitFor();
  expect(await saved.getByRole('option').allTextContents()).toEqual([
    expect.stringContaining('Deliver to: Work'),
    expect.stringContaining('Deliver to: Gym'),
  ]);
  expect(await saved.getByText('No address found').count()).toBe(0);
  await mine.close();
});

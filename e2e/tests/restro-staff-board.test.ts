import type { Page } from 'playwright-core';
import { demoCustomer, startAs, trackerStep } from '../support/account';
import { menuOf, openLive } from '../support/browse';
import { pagePerTest, pageRendered, watchErrors } from '../support/browser';
import { outletNamed, staffCall } from '../support/checkout';
import { restroHeader, restroUrl, signUpInPlace } from '../support/restro';
import { axeViolations, dialog, toast } from '../support/shell-auth';
import { apiUrl } from '../support/site';

// Issue 36: the restaurant's side in the browser. A guest orders on restro-menu standalone
// while a staff member's board is open on the kitchen's tablet; the board rings, the staff
// accept with 15 minutes, mark it ready and picked up, and the guest's tracker follows.
const guest = pagePerTest({ width: 375, height: 800 });
let board: Page;
let boardErrors: string[];

beforeEach(async () => {
  const tablet = await guest.browser.newContext({ viewport: { width: 1280, height: 900 } });
  board = await tablet.newPage();
  boardErrors = watchErrors(board);
});
afterEach(async () => {
  expect(boardErrors).toEqual([]);
  await board.context().close();
});

/** The board's column of orders in one state. */
const column = (name: string) => board.getByRole('region', { name: new RegExp(`^${name} \\(`) });

test('a guest orders while the board is open: it rings, and each step reaches the tracker', async () => {
  // Leah Joseph serves Buck Island Bites, open at all hours and paid by the sandbox wallet
  const outlet = await outletNamed('Buck Island Bites');
  await board.goto(`${restroUrl}/restro-menu/staff`);
  await pageRendered(board);
  await board.getByRole('heading', { name: 'Restaurant staff sign in' }).waitFor();
  await board.getByRole('textbox', { name: 'Mobile Number' }).fill('3405550142');
  await board.getByLabel('Password').fill('islandeats');
  await board.getByRole('button', { name: 'Sign In' }).click();
  await board.getByRole('heading', { name: 'Orders · Buck Island Bites' }).waitFor();
  await board.getByRole('status').getByText('Live').waitFor();
  const newBefore = await column('New').getByRole('article').count();

  // the guest at a table: menu, sign up in place, the wallet
  const page = guest.page;
  await page.goto(`${restroUrl}/restro-menu/${outlet}`);
  await pageRendered(page);
  await page.getByRole('tab', { name: 'Island Plates' }).click();
  await page.getByRole('button', { name: 'Add Stew Chicken', exact: true }).click();
  const dish = dialog(page, 'Stew Chicken');
  await dish.getByRole('radio', { name: /Side Salad/ }).check();
  await dish.getByRole('button', { name: /^Add Item \$/ }).click();
  await dialog(page, 'Log In').waitFor();
  await signUpInPlace(page, 'Rosa Table');
  await toast(page, 'Cart item is added successfully!').waitFor();
  await restroHeader(page)
    .getByRole('button', { name: /^Your Order, 1 item/ })
    .click();
  await dialog(page, 'YOUR CART').getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(`${restroUrl}/restro-menu/${outlet}/checkout`);
  await page
    .getByRole('region', { name: 'Payment Info' })
    .getByRole('button', { name: 'Place Order with PayPal' })
    .click();
  await page.waitForURL(`${apiUrl}/api/v1/sandbox-pay/approve/**`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await toast(page, 'Order is placed!').waitFor();
  await page.waitForURL(`${restroUrl}/restro-menu/profile`);
  await page.getByRole('link', { name: 'Track Order' }).first().click();
  await page.waitForURL(new RegExp(`^${restroUrl}/restro-order-status/\\d+$`));
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const displayId = `#IE${String(orderId).padStart(5, '0')}`;

  // the board rang: the order is new on it, by its first name, and the tab's title counts it
  const card = board.getByRole('article', { name: new RegExp(`^${displayId} · Rosa`) });
  await column('New')
    .getByRole('article', { name: new RegExp(`^${displayId}`) })
    .waitFor({
      timeout: 2000,
    });
  expect(await column('New').getByRole('article').count()).toBe(newBefore + 1);
  expect(await board.title()).toMatch(/^\(\d+\) New orders · Island Eats$/);
  // and a screen reader hears it, as the kitchen hears the ring
  await board
    .getByRole('status')
    .filter({ hasText: `New order ${displayId} from Rosa, Pick Up` })
    .waitFor();
  expect(await axeViolations(board, 'body')).toEqual([]);
  await board.screenshot({ path: '.bench/screenshots/staff-board-1280.png' });
  await board.setViewportSize({ width: 800, height: 1000 });
  await board.screenshot({ path: '.bench/screenshots/staff-board-800.png' });

  // accepted with 15 minutes: the tracker confirms and says when it will be ready
  await card.getByLabel('Ready in').selectOption('15');
  await card.getByRole('button', { name: 'Accept' }).click();
  await toast(board, `${displayId} accepted`).waitFor();
  await trackerStep(page, 'Order Confirmed').filter({ hasNotText: '00:00' }).waitFor();
  await page.getByText(/It will be ready at about \d{1,2}:\d\d [AP]M\./).waitFor();
  await column('Preparing')
    .getByRole('article', { name: new RegExp(`^${displayId}`) })
    .waitFor();

  await card.getByRole('button', { name: 'Mark ready' }).click();
  await trackerStep(page, 'Ready For Pickup').filter({ hasNotText: '00:00' }).waitFor();
  await card.getByRole('button', { name: 'Picked up' }).click();
  await trackerStep(page, 'Order Picked').filter({ hasNotText: '00:00' }).waitFor();
  await column('Done today')
    .getByRole('article', { name: new RegExp(`^${displayId}`) })
    .waitFor();
  await page.screenshot({ path: '.bench/screenshots/staff-board-guest-tracker-375.png' });
});

test('a visitor without a staff account is asked to sign in, and a wrong password is refused', async () => {
  const page = guest.page;
  await page.goto(`${restroUrl}/restro-menu/staff`);
  await pageRendered(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByText('Mobile number is required')
    .or(page.getByText('Required'))
    .first()
    .waitFor();
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('3405550142');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await toast(page, 'Invalid mobile number or password.').waitFor();
  expect(await page.getByRole('heading', { name: /^Orders/ }).count()).toBe(0);
});

test("the board's menu takes a dish off a guest's open menu and puts it back, live", async () => {
  const outlet = await outletNamed('Buck Island Bites');
  // a signed-in customer at the table: their open menu hears of the change (a visitor's reads
  // it afresh, with no socket on its first load)
  const page = guest.page;
  await startAs(page, await demoCustomer());
  const dish = page.getByRole('listitem', { name: 'Stew Chicken' });
  await openLive(page, `${restroUrl}/restro-menu/${outlet}`, async () => {
    await page.getByRole('tab', { name: 'Island Plates' }).click();
    await dish.waitFor();
  });
  expect(await dish.getByText('Out of Stock').count()).toBe(0);

  // whatever happens, the dish is back in stock for the other tests
  const stew = (await menuOf(outlet)).flat().find((d) => d.dishName === 'Stew Chicken');
  try {
    await board.goto(`${restroUrl}/restro-menu/staff`);
    await pageRendered(board);
    await board.getByRole('textbox', { name: 'Mobile Number' }).fill('3405550142');
    await board.getByLabel('Password').fill('islandeats');
    await board.getByRole('button', { name: 'Sign In' }).click();
    await board.getByRole('button', { name: 'Menu and availability' }).click();
    const inStock = board.getByRole('checkbox', { name: 'Stew Chicken in stock' });
    await inStock.uncheck();
    await toast(board, 'Stew Chicken: out of stock').waitFor();
    await dish.getByText('Out of Stock').waitFor({ timeout: 5000 });
    // the board itself (a toast fading out is no part of it)
    expect(await axeViolations(board, 'main')).toEqual([]);
    await board.screenshot({ path: '.bench/screenshots/staff-board-menu-1280.png' });

    await inStock.check();
    await dish.getByText('Out of Stock').waitFor({ state: 'detached', timeout: 5000 });
    await board.getByRole('link', { name: 'Print the QR table card' }).click();
    await board.waitForURL(`${restroUrl}/restro-menu/${outlet}/qr`);
  } finally {
    await staffCall(`dishes/${stew?.dishId}/stock`, { inStock: true });
  }
});

test('an owner invites a cook by a link, who joins and sees the board, then removes them', async () => {
  await board.goto(`${restroUrl}/restro-menu/staff`);
  await pageRendered(board);
  await board.getByRole('textbox', { name: 'Mobile Number' }).fill('3405550140');
  await board.getByLabel('Password').fill('islandeats');
  await board.getByRole('button', { name: 'Sign In' }).click();
  await board.getByRole('button', { name: 'Staff' }).click();
  await board.getByRole('checkbox', { name: 'Cruzan Grill Christiansted' }).check();
  await board.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = await board.getByRole('status', { name: 'Invitation link' }).textContent();
  expect(link).toMatch(new RegExp(`^${restroUrl}/restro-menu/staff\\?invitation=`));
  expect(await axeViolations(board, 'main')).toEqual([]);

  // the cook opens the link on their own tablet (a number of their own on each run)
  const cook = guest.page;
  await cook.goto(link!);
  await pageRendered(cook);
  await cook.getByRole('heading', { name: 'Join your restaurant on Island Eats' }).waitFor();
  await cook.getByRole('button', { name: 'Join' }).click();
  await cook.getByText('Required').first().waitFor();
  await cook.getByRole('textbox', { name: 'Your name' }).fill('Kai Cook');
  const phone = `34055${String(Date.now() % 100_000).padStart(5, '0')}`;
  await cook.getByRole('textbox', { name: 'Mobile Number' }).fill(phone);
  await cook.getByLabel('Password', { exact: true }).fill('kitchen1');
  await cook.getByLabel('Confirm Password').fill('kitchen1');
  await cook.getByRole('button', { name: 'Join' }).click();
  await cook.getByRole('heading', { name: 'Orders · Cruzan Grill' }).waitFor();
  await cook.getByText('Kai Cook (staff) · Cruzan Grill Christiansted').waitFor();
  expect(new URL(cook.url()).search).toBe('');

  // the owner removes them (the list is read again when Staff opens): the cook's board signs
  // out at once
  await board.getByRole('button', { name: 'Orders' }).click();
  await board.getByRole('button', { name: 'Staff' }).click();
  await board.getByRole('button', { name: 'Remove Kai Cook' }).click();
  await dialog(board, 'Remove staff member').getByRole('button', { name: 'Yes' }).click();
  await toast(board, 'Kai Cook can no longer sign in.').waitFor();
  await cook.getByRole('heading', { name: 'Restaurant staff sign in' }).waitFor();
});

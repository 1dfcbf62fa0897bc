import type { Page } from 'playwright-core';
import { demoCustomer, orderCard, screenshots, startAs, type Customer } from '../support/account';
import { pagePerTest } from '../support/browser';
import { addDishToCart, menuOf } from '../support/browse';
import { api } from '../support/api';
import { openOutlets, serverCart } from '../support/cart-api';
import { staffCall } from '../support/checkout';
import { advanceOrder, placeOrder } from '../support/orders-api';
import { linksOutsideRestro, restroHeader, restroUrl } from '../support/restro';
import { axeViolations } from '../support/shell-auth';
import { shellUrl } from '../support/site';

// A customer reorders a past order from the history: another restaurant's cart is cleared
// only after a Yes, the cart opens re-priced, and a dish now out of stock is named over it.

const session = pagePerTest();
let page: Page;
let demo: Customer;
/** An open outlet with two plain dishes (no add-ons) that takes cards, and another open outlet. */
let grill: number;
let other: number;
/** The order's second dish, out of stock by the time of the reorder. */
let soldOut: { dishId: number; dishName: string };
let orderId: number;

beforeAll(async () => {
  const open = [...(await openOutlets('st_croix', { paying: true })).values()];
  const plainOf = async (outletId: number) =>
    (await menuOf(outletId))
      .flat()
      .filter((d) => d.isCustomizable === 0 && d.stock_status === 0 && d.dishavailable === 1);
  demo = await demoCustomer();

  // A finished order of two dishes: the one placeOrder adds and another plain one, at the first
  // open outlet that serves two plain dishes now and takes a card. Which do depends on the
  // island's hour: at 3 AM the grill served one, and the next outlet took wallets only.
  for (const outletId of open) {
    const plain = await plainOf(outletId);
    if (plain.length < 2) continue;
    soldOut = plain[1]!;
    await api('clearCart', { udId: 'E2E' }, demo.token);
    const added = await api<{ error: string }>(
      'addToCart',
      {
        order_type: 'Take Out',
        spl_instruction: '',
        outletId,
        udId: 'E2E',
        dishes: JSON.stringify([{ dishId: soldOut.dishId, quantity: 2, customisation: [] }]),
      },
      demo.token,
    );
    expect(added.error).toBe('false');
    try {
      orderId = await placeOrder(demo.token, outletId, 'Take Out');
      grill = outletId;
      break;
    } catch (failure) {
      if (!String(failure).includes('Payment not setup')) throw failure;
    }
  }
  expect(orderId).toBeGreaterThan(0);
  other = open.find((id) => id !== grill) ?? 0;
  expect(other).toBeGreaterThan(0);
  for (let step = 0; step < 3; step++) await advanceOrder(orderId);
  await staffCall(`dishes/${soldOut.dishId}/stock`, { inStock: false });
});
afterAll(async () => {
  // the suite's other files order with this customer: leave its cart empty
  if (demo) await api('clearCart', { udId: 'E2E' }, demo.token);
  if (soldOut) await staffCall(`dishes/${soldOut.dishId}/stock`, { inStock: true });
});
beforeEach(() => {
  page = session.page;
});

test('Reorder on a history card asks before clearing another cart, then opens the cart', async () => {
  // another restaurant's dish waits in the cart
  await addDishToCart(demo.token, other);
  await startAs(page, demo);
  await page.goto(`${shellUrl}/profile`);
  const card = orderCard(page, orderId);
  const id = `#IE${String(orderId).padStart(5, '0')}`;
  const reorder = card.getByRole('button', { name: `Reorder the items of ${id}` });
  await reorder.waitFor();

  // No keeps the other cart as it was
  await reorder.click();
  const dialog = page.getByRole('dialog', { name: 'Clear Cart?' });
  await dialog.waitFor();
  await dialog.getByText('Your cart has items from another restaurant.').waitFor();
  await screenshots(page, 'reorder-confirm');
  expect(await axeViolations(page, 'body')).toEqual([]);
  await dialog.getByRole('button', { name: 'No' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect((await serverCart(demo.token)).dishes?.outletDetails.outletId).toBe(other);

  // Yes replaces it with the order's lines, and the cart opens with the note
  await reorder.click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(`${shellUrl}/my-cart`);
  await page
    .getByRole('status')
    .filter({ hasText: `1 item is no longer available: ${soldOut.dishName}` })
    .waitFor();
  const cart = await serverCart(demo.token);
  expect(cart.dishes?.outletDetails.outletId).toBe(grill);
  const names = cart.dishes?.dishes.map((line) => line.dishName) ?? [];
  expect(names).toHaveLength(1);
  expect(names).not.toContain(soldOut.dishName);
  await page.getByText(names[0]!).first().waitFor();
  // the page shows the server's price of today
  const total = cart.dishes?.billTotals.at(-1)?.netAmount ?? '';
  await page.getByText(`$${total}`).first().waitFor();
  await screenshots(page, 'reorder-cart');
  expect(await axeViolations(page, 'body')).toEqual([]);
});

test('Reorder in the details dialog adds to a cart of the same restaurant', async () => {
  await startAs(page, demo);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${shellUrl}/profile`);
  const id = `#IE${String(orderId).padStart(5, '0')}`;
  await orderCard(page, orderId)
    .getByRole('button', { name: `Order ${id}` })
    .click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.waitFor();
  await screenshots(page, 'reorder-details');
  await details.getByRole('button', { name: `Reorder the items of ${id}` }).click();
  await page.waitForURL(`${shellUrl}/my-cart`);
  // the first test left one line of this restaurant: the same line again, twice the quantity
  const cart = await serverCart(demo.token);
  expect(cart.dishes?.dishes).toHaveLength(1);
  expect(cart.dishes?.dishes[0]?.dishQuantity).toBe(2);
  const note = page.getByRole('status').filter({ hasText: soldOut.dishName });
  await note.waitFor();
  // said once: a reload shows the cart without it
  await page.reload();
  await page.getByRole('heading', { name: 'My Cart' }).waitFor();
  await page.getByText('Proceed to Checkout').waitFor();
  expect(await note.count()).toBe(0);
});

test("restro-menu's own history reorders into the outlet's own checkout", async () => {
  await api('clearCart', { udId: 'E2E' }, demo.token);
  await startAs(page, demo);
  await page.setViewportSize({ width: 375, height: 800 });
  // the guest's outlet is the one whose menu they came from
  await page.goto(`${restroUrl}/restro-menu/${grill}`);
  await restroHeader(page).getByRole('link', { name: 'My Orders' }).click();
  const id = `#IE${String(orderId).padStart(5, '0')}`;
  const card = orderCard(page, orderId);
  await card.getByRole('button', { name: `Reorder the items of ${id}` }).click();
  await page.waitForURL(`${restroUrl}/restro-menu/${grill}/checkout`);
  await page
    .getByRole('status')
    .filter({ hasText: `1 item is no longer available: ${soldOut.dishName}` })
    .waitFor();
  await screenshots(page, 'reorder-restro-checkout');
  expect((await serverCart(demo.token)).dishes?.outletDetails.outletId).toBe(grill);
  // the guest stays on restro-menu: no link into the site
  expect(await linksOutsideRestro(page)).toEqual([]);
});

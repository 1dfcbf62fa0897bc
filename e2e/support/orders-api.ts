import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { placedOrderBody, sandboxCard } from '../../scripts/lib/placed-order.mjs';
import { apiOk, apiRead } from './api';
import { addDishToCart } from './browse';
import { openOutlets } from './cart-api';
import { apiUrl } from './site';

const run = promisify(execFile);

/** A saved card of the customer at the outlet, added if there is none (the sandbox tokenises it). */
async function cardToken(token: string, outletId: number): Promise<string> {
  const saved = await savedCards(token, outletId);
  if (saved[0]) return saved[0].AccountToken;
  await apiOk('addCard', sandboxCard(outletId, 'Test Customer'), token);
  const [card] = await savedCards(token, outletId);
  if (!card) throw new Error('no saved card');
  return card.AccountToken;
}

async function savedCards(token: string, outletId: number) {
  const body = await apiRead<{ getCardList?: { AccountToken: string }[] }>('getCard', token, {
    outletId,
  });
  return body.getCardList ?? [];
}

/** One of the customer's St. Croix addresses, or a new one near Christiansted; its id. */
async function deliveryAddress(token: string): Promise<number> {
  const { address = [] } = await apiRead<{ address?: { addressId: number }[] }>(
    'getAddress',
    token,
  );
  if (address[0]) return address[0].addressId;
  const { addressId } = await apiOk<{ addressId: number }>(
    'addAddress',
    {
      location: 'Near Christiansted, St. Croix',
      houseFlatNo: '7',
      landMark: 'Yellow house',
      type: 'Home',
      latitude: 17.745,
      longitude: -64.705,
      zipcode: '00820',
    },
    token,
  );
  return addressId;
}

/** The outlet the order tests order from: open around the clock, taking cards, both types. */
export async function grillOutlet(): Promise<number> {
  const name = 'Cruzan Grill Sunny Isle';
  const id = (await openOutlets()).get(name);
  if (!id) throw new Error(`${name} is not open for orders`);
  return id;
}

/**
 * Places an order of one plain dish at the outlet through the real calls (cart, saved card,
 * orderConfirm), as the customer of `token`; returns the order id.
 */
export async function placeOrder(
  token: string,
  outletId: number,
  orderType: 'Take Out' | 'Delivery' = 'Take Out',
  /** The dish's quantity, a coupon applied, and a tip at checkout ('2.50'). */
  extra: { quantity?: number; couponCode?: string; tipAmount?: string } = {},
): Promise<number> {
  await addDishToCart(token, outletId, orderType);
  const card = await cardToken(token, outletId);
  const addressId = orderType === 'Delivery' ? await deliveryAddress(token) : null;
  const tipAmount = extra.tipAmount ?? '0.00';
  const view = () =>
    apiOk<{ dishes: { dishes: { cartId: number }[] } }>(
      'viewCart',
      {
        udId: 'E2E',
        order_type: orderType,
        tipAmount,
        order_distance: '0.0',
        donation: 'no',
        addressId,
      },
      token,
    );
  if (extra.quantity) {
    const [line] = (await view()).dishes.dishes;
    await apiOk('updateCart', { cartId: line?.cartId, quantity: extra.quantity }, token);
  }
  if (extra.couponCode) {
    await apiOk(
      'addCoupon',
      { couponCode: extra.couponCode, order_type: orderType, outletId, udId: 'E2E' },
      token,
    );
  }
  const cart = await view();
  const { orderId } = await apiOk<{ orderId: number }>(
    'orderConfirm',
    placedOrderBody({
      outletId,
      cartIds: cart.dishes.dishes.map((line) => line.cartId),
      card,
      udId: 'E2E',
      orderType,
      tipAmount,
      deliveryAddressId: addressId,
    }),
    token,
  );
  return orderId;
}

/** A tip paid after the order (a finished Delivery order) with the customer's saved card. */
export async function payTip(
  token: string,
  orderId: number,
  outletId: number,
  tipAmount: string,
): Promise<void> {
  const card = await cardToken(token, outletId);
  await apiOk(
    'tipPaymentConfirm',
    { orderId, outletId, tipAmount, payment_method_enable: 1, token: card, os: 'web' },
    token,
  );
}

const root = path.resolve(__dirname, '../..');

/** `pnpm orders:advance <orderId>` against the test site's API: one lifecycle step on. */
export async function advanceOrder(orderId: number, reject = false): Promise<string> {
  const args = ['orders:advance', String(orderId), ...(reject ? ['--reject'] : [])];
  const { stdout } = await run('pnpm', args, {
    cwd: root,
    env: { ...process.env, API_URL: apiUrl },
  });
  return stdout;
}

import type { Page } from 'playwright-core';
import { sandboxCard } from '../../scripts/lib/placed-order.mjs';
import { staffCall as staffCallAt } from '../../scripts/lib/staff-calls.mjs';
import { signUpCustomer, startAs, type Customer } from './account';
import { api, apiRead } from './api';
import { addDishToCart } from './browse';
import { openOutlets } from './cart-api';
import { apiUrl, shellUrl } from './site';

/** An outlet open now by name (the seed's always-open ones), or the test cannot run. */
export async function outletNamed(name: string): Promise<number> {
  const id = (await openOutlets()).get(name);
  if (!id) throw new Error(`${name} is not open`);
  return id;
}

/**
 * A new customer with a plain dish of the outlet in the cart (`quantity` of it), on /checkout (the order type
 * chosen in the browser session first).
 */
export async function customerAtCheckout(
  page: Page,
  outletId: number,
  {
    orderType = 'Take Out',
    quantity = 1,
  }: { orderType?: 'Take Out' | 'Delivery'; quantity?: number } = {},
): Promise<Customer & { dish: string }> {
  const customer = await signUpCustomer('Checkout Tester');
  await startAs(page, customer);
  let dish = '';
  for (let i = 0; i < quantity; i += 1)
    dish = await addDishToCart(customer.token, outletId, orderType);
  await page.addInitScript((type) => {
    sessionStorage.setItem('deliveryType', JSON.stringify(type));
  }, orderType);
  await page.goto(`${shellUrl}/checkout`);
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Payment Info' }).waitFor();
  return { ...customer, dish };
}

interface PastOrders {
  pastOrders: { orderId: number; displayNetAmount: string }[];
}

/** The customer's orders as listPastOrders answers them. */
export async function pastOrders(token: string): Promise<PastOrders['pastOrders']> {
  return (await apiRead<PastOrders>('listPastOrders', token)).pastOrders;
}

/** Saves a card for the customer through the real call (the sandbox tokenises it). */
export async function saveCard(token: string, outletId: number, number = '4242424242424242') {
  await api('addCard', sandboxCard(outletId, 'Checkout Tester', number), token);
}

/**
 * A staff call of the test site, e.g. a dish running out; through the API at `at`, the test
 * site's by default.
 */
export async function staffCall(path: string, body: object, at = apiUrl): Promise<void> {
  await staffCallAt(at, path, body);
}

import type { Page } from 'playwright-core';
import { screenshots } from '../support/account';
import { pagePerTest } from '../support/browser';
import { customerAtCheckout, outletNamed, pastOrders, saveCard } from '../support/checkout';
import { api } from '../support/api';
import { axeViolations, dialog, toast } from '../support/shell-auth';
import { shellUrl } from '../support/site';

const session = pagePerTest();
let page: Page;
beforeEach(() => {
  page = session.page;
});

test('a Delivery order: the address chosen in account’s chooser is priced in and kept on the order', async () => {
  const outletId = await outletNamed('Cruzan Grill Sunny Isle');
  const customer = await customerAtCheckout(page, outletId, { orderType: 'Delivery' });
  await saveCard(customer.token, outletId);
  await api(
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
    customer.token,
  );
  await page.reload();

  const address = page.getByRole('region', { name: 'Address' });
  await address.getByRole('button', { name: 'Select Address' }).click();
  const chooser = dialog(page, 'Choose a Delivery Address');
  await chooser.getByRole('button', { name: /Deliver to: Home/ }).click();
  await address.getByText('Deliver to: Home').waitFor();
  await address.getByText('7, Near Christiansted, St. Croix').waitFor();
  const bill = page.getByRole('region', { name: 'Cart Total' });
  await bill.getByText('Delivery Fee').waitFor();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await screenshots(page, 'checkout-delivery');

  const payment = page.getByRole('region', { name: 'Payment Info' });
  await payment.getByRole('radio', { name: 'Card ending in 4242' }).check();
  await payment.getByRole('button', { name: 'Place Order' }).click();
  await toast(page, 'Order is placed!').waitFor();
  await page.waitForURL(`${shellUrl}/profile`);
  const [order] = await pastOrders(customer.token);
  expect(order).toBeDefined();
  const tracked = await api<{ ordersDetails: { order_type: string } }>(
    'trackOrders',
    { orderId: order!.orderId },
    customer.token,
  );
  expect(tracked.ordersDetails.order_type).toBe('Delivery');
});

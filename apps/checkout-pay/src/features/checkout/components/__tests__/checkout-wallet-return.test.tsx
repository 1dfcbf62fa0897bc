import { screen, waitFor } from '@testing-library/react';
import { clearSession, setSession } from '@island-eats/api-client';
import type { Reply } from '@island-eats/api-client/testing';
import type { TestServer } from '@island-eats/app-frame/testing';
import { rememberApproval } from '../../../../lib/payment/utils/pending-approval';
import { ok, refuse, sentTo, startCheckoutApi } from '../../../../testing/checkout-api';
import { cart, grownCart, profile, session } from '../../../../testing/fixtures';
import { renderCheckout } from './render-checkout';

// Back from the provider's approval page (SPEC.md §4): 'token' and 'PayerID' when approved,
// 'status=cancel' when not. The outlet takes the provider (payment_method_enable 2).

const EMPTY_CART = 'Your Cart is Empty,Add Something from the Menu';
const CART_CHANGED = 'Your cart has changed. Please review your order.';

let api: TestServer;
let viewCartAnswer: () => Reply;
let confirmAnswer: () => Reply;

beforeEach(async () => {
  setSession(session);
  viewCartAnswer = () => ok(cart({ payment_method_enable: 2 }));
  confirmAnswer = () => ok({ orderId: 41, message: 'Order is placed!' });
  api = await startCheckoutApi({
    viewCart: () => viewCartAnswer(),
    getProfile: () => ok({ usersDetails: profile }),
    orderConfirm: () => confirmAnswer(),
  });
});
afterEach(async () => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  await api.close();
});

const addressBar = () => screen.getByLabelText('Address bar');
const contactInfoFilled = () =>
  waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com'));

describe('Back from the wallet', () => {
  it('confirms an approved order with the provider order, once, and lands on the success path', async () => {
    renderCheckout('/checkout?token=SBX1&PayerID=PAYER1');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(await screen.findByText('Order is placed!')).toBeInTheDocument();
    expect(sentTo(api, 'orderConfirm')).toEqual([
      expect.objectContaining({
        method: 'paypal',
        token: 'SBX1',
        pay_pal_order_id: 'SBX1',
        outletId: 3,
        cartId: '[501]',
      }),
    ]);
    expect(addressBar()).toHaveTextContent(/^\/profile$/);
  });

  it("says a cancelled payment was cancelled, orders nothing and drops the return's query", async () => {
    renderCheckout('/checkout?ref=menu&status=cancel');
    expect(await screen.findByText('Payment is cancelled.')).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent(/^\/checkout\?ref=menu$/);
    // the customer may pay again
    expect(
      await screen.findByRole('button', { name: 'Place Order with PayPal' }),
    ).toBeInTheDocument();
    await contactInfoFilled();
    expect(sentTo(api, 'orderConfirm')).toEqual([]);
  });

  it('shows the cart as it is now when the approval was for another amount', async () => {
    // a Johnny Cake added while the customer was at the provider: the approved order is short
    viewCartAnswer = () => ok(grownCart({ payment_method_enable: 2 }));
    confirmAnswer = () => refuse(CART_CHANGED);
    renderCheckout('/checkout?token=SBX1&PayerID=PAYER1');
    expect(await screen.findByText(CART_CHANGED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cart Total' })).toHaveTextContent('Net Amount$9.00');
    expect(addressBar()).toHaveTextContent(/^\/checkout$/);
    expect(screen.getByRole('button', { name: 'Place Order with PayPal' })).toBeInTheDocument();
    // the approval is not tried again as the page renders
    await contactInfoFilled();
    expect(sentTo(api, 'orderConfirm')).toHaveLength(1);
  });

  it("confirms an approval seen again after its order emptied the cart, for the approval's outlet", async () => {
    rememberApproval('order', { providerOrderId: 'SBX1', outletId: 3 });
    viewCartAnswer = () => refuse(EMPTY_CART);
    renderCheckout('/checkout?token=SBX1&PayerID=PAYER1');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(sentTo(api, 'orderConfirm')).toEqual([
      expect.objectContaining({
        outletId: 3,
        pay_pal_order_id: 'SBX1',
        cartId: '[]',
        netAmount: '0.00',
      }),
    ]);
  });

  it('says the cart is empty for an approval this tab did not ask for', async () => {
    rememberApproval('order', { providerOrderId: 'SBX-OTHER', outletId: 3 });
    viewCartAnswer = () => refuse(EMPTY_CART);
    renderCheckout('/checkout?token=SBX1&PayerID=PAYER1');
    expect(await screen.findByText(EMPTY_CART)).toBeInTheDocument();
    expect(await screen.findByText('No Cart Items')).toBeInTheDocument();
    expect(sentTo(api, 'orderConfirm')).toEqual([]);
  });
});

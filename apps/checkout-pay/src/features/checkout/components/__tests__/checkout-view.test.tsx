import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSession, stored, type CartView } from '@island-eats/api-client';
import type { Reply } from '@island-eats/api-client/testing';
import { keepCart, keptCart } from '@island-eats/customer-features/cart';
import type { TestServer } from '@island-eats/app-frame/testing';
import { bus } from '@island-eats/event-bus';
import { ok, refuse, sentTo, startCheckoutApi } from '../../../../testing/checkout-api';
import { cart, grownCart, line, profile, savedCard, session } from '../../../../testing/fixtures';
import { renderCheckout } from './render-checkout';

// (checkout-blockers.test.tsx has the cart refreshed out of stock or unavailable before the
// confirmation, the server's validation.outletNotAvailable, and the order's payload)

const EMPTY_CART = 'Your Cart is Empty,Add Something from the Menu';

let api: TestServer;
let viewCartAnswer: () => Reply;
let confirmAnswer: () => Reply;

beforeEach(async () => {
  setSession(session);
  viewCartAnswer = () => ok(cart());
  confirmAnswer = () => ok({ orderId: 41, message: 'Order is placed!' });
  api = await startCheckoutApi({
    viewCart: () => viewCartAnswer(),
    getProfile: () => ok({ usersDetails: profile }),
    getCard: () => ok({ getCardList: [savedCard(1, '4242')] }),
    orderConfirm: () => confirmAnswer(),
    checkPaymentConfig: () => ok({ availability: 0, payment_method_enable: 2 }),
  });
});
afterEach(async () => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  await api.close();
});

/** The next viewCart answers this cart: the one Place Order refreshes. */
const cartBecomes = (next: CartView) => {
  viewCartAnswer = () => ok(next);
};

async function pressPlaceOrder() {
  const user = userEvent.setup();
  // the only saved card is chosen already
  expect(await screen.findByRole('radio', { name: 'Card ending in 4242' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  return user;
}

const addressBar = () => screen.getByLabelText('Address bar');
const bill = () => screen.getByRole('region', { name: 'Cart Total' });

describe('Checkout page', () => {
  it('loads the cart, then shows its sections and the summary', async () => {
    renderCheckout();
    expect(screen.getByText('Loading checkout')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment Info' })).toBeInTheDocument();
    for (const heading of ['Contact Info', 'Coupon', 'Cruzan Grill Sunny Isle']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    // Take Out: no address
    expect(screen.queryByRole('heading', { name: 'Address' })).toBeNull();
    expect(bill()).toHaveTextContent('Net Amount$4.00');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com'));
  });

  it("says 'No Cart Items' for an empty cart and leads back to the exit path", async () => {
    const user = userEvent.setup();
    viewCartAnswer = () => refuse(EMPTY_CART);
    renderCheckout();
    expect(await screen.findByText('No Cart Items')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Continue shopping' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it("shows a refused read of the cart in the page's place, with 'Try again'", async () => {
    const user = userEvent.setup();
    viewCartAnswer = () => refuse('Something went wrong. Please try again.');
    renderCheckout();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    // in the page, not only in a toast
    const shown = screen.getAllByText('Something went wrong. Please try again.');
    expect(shown.some((text) => !text.closest('[role="alert"]'))).toBe(true);
    viewCartAnswer = () => ok(cart());
    await user.click(tryAgain);
    expect(await screen.findByRole('radio', { name: 'Card ending in 4242' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com'));
  });
});

describe('Place Order', () => {
  it("is busy while placing, then says 'Order is placed!' and lands on the success path", async () => {
    const counts: number[] = [];
    const stop = bus.subscribe('cartCount', (count) => counts.push(count));
    stored.set('additionalInfo', 'No onions, please');
    keepCart(cart());
    renderCheckout();
    expect(await screen.findByRole('radio', { name: 'Card ending in 4242' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    // at once, before any answer: no second order can be asked for
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Add New Card' })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(await screen.findByText('Order is placed!')).toBeInTheDocument();
    expect(sentTo(api, 'orderConfirm')).toEqual([
      expect.objectContaining({ orderSuggestions: 'No onions, please', netAmount: '4.00' }),
    ]);
    // the cart is forgotten: no kept view, the header's count is 0, the note is gone with it
    expect(keptCart()).toBeNull();
    expect(counts.at(-1)).toBe(0);
    expect(stored.get('additionalInfo')).toBeNull();
    stop();
  });

  it('shows a declined card and lets the customer try again', async () => {
    confirmAnswer = () => refuse('Your card was declined.');
    renderCheckout();
    const user = await pressPlaceOrder();
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place Order' })).not.toHaveAttribute('aria-busy'),
    );
    expect(addressBar()).toHaveTextContent('/checkout');
    expect(bill()).toHaveTextContent('Net Amount$4.00');
    confirmAnswer = () => ok({ orderId: 41, message: 'Order is placed!' });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(sentTo(api, 'orderConfirm')).toHaveLength(2);
  });

  it('never charges a total the customer has not seen: the new bill first, then the order', async () => {
    renderCheckout();
    await screen.findByRole('radio', { name: 'Card ending in 4242' });
    expect(bill()).toHaveTextContent('Net Amount$4.00');
    // a Johnny Cake added in another tab since this page priced the cart
    cartBecomes(grownCart());
    const user = await pressPlaceOrder();
    expect(
      await screen.findByText('Your cart has changed. Please review your order.'),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Cruzan Grill Sunny Isle' });
    expect(within(summary).getByText(/Johnny Cake/)).toBeInTheDocument();
    expect(bill()).toHaveTextContent('Net Amount$9.00');
    expect(addressBar()).toHaveTextContent('/checkout');
    expect(sentTo(api, 'orderConfirm')).toEqual([]);
    // seen, it is the total ordered
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(sentTo(api, 'orderConfirm')).toEqual([expect.objectContaining({ netAmount: '9.00' })]);
  });

  it('says so when the server finds the cart changed after the page last priced it', async () => {
    renderCheckout();
    await screen.findByRole('radio', { name: 'Card ending in 4242' });
    // changed between the page's last look and the server's (the same total here)
    confirmAnswer = () => refuse('Your cart has changed. Please review your order.');
    await pressPlaceOrder();
    expect(
      await screen.findByText('Your cart has changed. Please review your order.'),
    ).toBeInTheDocument();
    expect(sentTo(api, 'orderConfirm')).toHaveLength(1);
    expect(addressBar()).toHaveTextContent('/checkout');
  });

  it.each([
    ['the server finds an item out of stock', () => ok(cart()), 1],
    [
      'a dish is no longer served at this hour',
      () => ok(cart({}, [line({ dishavailable: 0 })])),
      0,
    ],
  ])(
    "stops with 'Out of Stock' when %s; OK leaves for the exit path",
    async (_, refreshed, confirms) => {
      confirmAnswer = () => refuse('Some of your order items are Out of Stock.');
      renderCheckout();
      await screen.findByRole('radio', { name: 'Card ending in 4242' });
      viewCartAnswer = refreshed;
      const user = await pressPlaceOrder();
      const modal = await screen.findByRole('dialog', { name: 'Out of Stock' });
      expect(modal).toHaveTextContent('Some of your order items are Out of Stock.');
      expect(sentTo(api, 'orderConfirm')).toHaveLength(confirms);
      await user.click(within(modal).getByRole('button', { name: 'OK' }));
      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    },
  );

  it('stops a PayPal order when the restaurant is not available; OK leaves', async () => {
    const user = userEvent.setup();
    // an outlet paid through the provider, whose checkPaymentConfig answers availability 0
    viewCartAnswer = () => ok(cart({ payment_method_enable: 2 }));
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place Order with PayPal' }));
    const modal = await screen.findByRole('dialog', { name: 'Not Available' });
    expect(modal).toHaveTextContent('Restaurant is not available at this moment');
    expect(sentTo(api, 'checkPaymentConfig')).toEqual([
      expect.objectContaining({ method: 'paypal', outletId: 3, netAmount: '4.00' }),
    ]);
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it("says the restaurant's payment is not set up when it stopped taking payments", async () => {
    renderCheckout();
    await screen.findByRole('radio', { name: 'Card ending in 4242' });
    cartBecomes(cart({ payment_method_enable: 0 }));
    await pressPlaceOrder();
    const notSetUp = 'Restaurant Payment not setup at the moment. Please select another Restaurant';
    // in a toast, and in place of the payment choices
    await waitFor(() => expect(screen.getAllByText(notSetUp)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
    expect(sentTo(api, 'orderConfirm')).toEqual([]);
  });

  it('asks for another time when the slot the cart is ordered for has passed', async () => {
    const passed = 'That time has passed. Please choose another time for your order.';
    renderCheckout();
    await screen.findByRole('radio', { name: 'Card ending in 4242' });
    cartBecomes(cart({ scheduleMessage: passed }));
    await pressPlaceOrder();
    expect(await screen.findByText(passed)).toBeInTheDocument();
    expect(sentTo(api, 'orderConfirm')).toEqual([]);
    expect(addressBar()).toHaveTextContent('/checkout');
  });

  it('says the cart is empty when it was emptied meanwhile', async () => {
    renderCheckout();
    await screen.findByRole('radio', { name: 'Card ending in 4242' });
    viewCartAnswer = () => refuse(EMPTY_CART);
    await pressPlaceOrder();
    expect(await screen.findByText(EMPTY_CART)).toBeInTheDocument();
    expect(screen.getByText('No Cart Items')).toBeInTheDocument();
    expect(sentTo(api, 'orderConfirm')).toEqual([]);
  });
});

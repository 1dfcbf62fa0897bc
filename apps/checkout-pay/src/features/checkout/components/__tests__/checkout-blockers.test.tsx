import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { CartView } from '@island-eats/api-client';
import { renderApp, startApi, type TestServer } from '@island-eats/app-frame/testing';
import { cart, line } from '../../../../testing/fixtures';
import { CheckoutView } from '../checkout-view';

let api: TestServer;
let viewed: CartView;
let confirmAnswer: object;

beforeEach(async () => {
  api = await startApi();
  localStorage.setItem('session', JSON.stringify({ token: 'T', udId: 'U', userName: 'Guest' }));
  viewed = cart();
  confirmAnswer = { error: 'false', orderId: 1, message: 'Order is placed!' };
  api.reply((request) => {
    if (request.path.endsWith('/viewCart')) return { body: { error: 'false', ...viewed } };
    if (request.path.endsWith('/getCard')) {
      return {
        body: {
          error: 'false',
          getCardList: [{ id: 1, Account: '************4242', AccountToken: 'tok_4242' }],
        },
      };
    }
    if (request.path.endsWith('/getProfile')) {
      return {
        body: {
          error: 'false',
          usersDetails: { userName: 'Guest', email: 'g@example.com', mobileNumber: '3405550100' },
        },
      };
    }
    if (request.path.endsWith('/orderConfirm')) return { body: confirmAnswer };
    return { body: { error: 'false' } };
  });
});
afterEach(async () => {
  localStorage.clear();
  await api.close();
});

function renderCheckout(handed?: Record<string, unknown>) {
  renderApp(
    <Routes>
      <Route path="/checkout" element={<CheckoutView successPath="/profile" exitPath="/" />} />
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="/profile" element={<h1>Profile page</h1>} />
    </Routes>,
    { path: '/checkout', handed },
  );
}

async function placeWithCard() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Card ending in 4242' }));
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  return user;
}

it('stops on a dish gone out of stock since the cart was viewed; OK leaves for the exit path', async () => {
  renderCheckout();
  await screen.findByRole('radio', { name: 'Card ending in 4242' });
  viewed = cart({}, [line({ stock_status: 1 })]);
  const user = await placeWithCard();
  const modal = await screen.findByRole('dialog', { name: 'Out of Stock' });
  expect(modal).toHaveTextContent('Some of your order items are Out of Stock.');
  expect(api.received.some((r) => r.path.endsWith('/orderConfirm'))).toBe(false);
  await user.click(screen.getByRole('button', { name: 'OK' }));
  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
});

it('stops when the restaurant stopped taking orders before the confirmation', async () => {
  renderCheckout();
  await screen.findByRole('radio', { name: 'Card ending in 4242' });
  viewed = cart({ restaurantAvailable: 0 });
  await placeWithCard();
  expect(await screen.findByRole('dialog', { name: 'Not Available' })).toHaveTextContent(
    'Restaurant is not available at this moment',
  );
  expect(api.received.some((r) => r.path.endsWith('/orderConfirm'))).toBe(false);
});

it("turns the server's validation.outletNotAvailable into the same modal", async () => {
  confirmAnswer = { error: 'true', errorMessage: 'validation.outletNotAvailable' };
  renderCheckout();
  await placeWithCard();
  expect(await screen.findByRole('dialog', { name: 'Not Available' })).toHaveTextContent(
    'Restaurant is not available at this moment',
  );
});

it("sends the cart's lines and the chosen card, then lands on the success path", async () => {
  renderCheckout();
  await placeWithCard();
  expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
  const confirm = api.received.find((r) => r.path.endsWith('/orderConfirm'));
  expect(JSON.parse(confirm!.body)).toMatchObject({
    outletId: 3,
    token: 'tok_4242',
    method: 'card',
    cartId: '[501]',
  });
});

it('shows the cart and saved cards the page server handed at once and reads neither again', async () => {
  renderCheckout({
    '["cart",0]': cart(),
    '["cards",3]': {
      error: 'false',
      getCardList: [{ id: 1, Account: '************4242', AccountToken: 'tok_4242' }],
    },
  });
  // the first render, as the server rendered it: the bill and the card, no loading state
  expect(screen.getByRole('radio', { name: 'Card ending in 4242' })).toBeInTheDocument();
  expect(screen.queryByText('Loading checkout')).toBeNull();
  // the contact details, read as the page mounts: a cart or cards read started with them is in
  await waitFor(() => expect(api.received.some((r) => r.path.endsWith('/getProfile'))).toBe(true));
  expect(api.received.some((r) => /\/(viewCart|getCard)$/.test(r.path))).toBe(false);
});

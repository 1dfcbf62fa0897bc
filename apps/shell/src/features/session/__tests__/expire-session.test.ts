import type { CartView } from '@island-eats/api-client';
import { SESSION_EXPIRED_MESSAGE } from '@island-eats/api-client';
import { keepCart, keptCart } from '@island-eats/customer-features/cart';
import { bus } from '@island-eats/event-bus';
import { expireSession, loggedOutByServer } from '../expire-session';

const cart = { dishes: { dishes: [{ dishQuantity: 2 }] } } as unknown as CartView;

beforeEach(() => {
  localStorage.clear();
  keepCart(cart);
  bus.publish('favouritesCount', 4);
});

it('forgets the cart and the counts when the server logged the user out', () => {
  loggedOutByServer();
  expect(keptCart()).toBeNull();
  expect(bus.last('cartCount')).toBe(0);
  expect(bus.last('favouritesCount')).toBe(0);
});

it("forgets the cart before it says 'Session Expired!' and reloads", () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {
    expect(keptCart()).toBeNull();
    expect(bus.last('cartCount')).toBe(0);
  });
  // jsdom cannot reload a page and says so on the console
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  expireSession();
  expect(alert).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
  expect(bus.last('auth')).toEqual({ loggedIn: false });
  alert.mockRestore();
  quiet.mockRestore();
});

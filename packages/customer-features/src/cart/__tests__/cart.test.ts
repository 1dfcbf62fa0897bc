import type { CartView } from '@island-eats/api-client';
import * as api from '@island-eats/api-client';
import { EMPTY_CART } from '@island-eats/api-client/answer-texts';
import { bus } from '@island-eats/event-bus';
import {
  cartHasItems,
  clearCartEverywhere,
  forgetCart,
  forgetCartView,
  keepCart,
  keptCart,
  readCart,
} from '..';

// The calls are the server's business (tested there); here: what the cart reads, keeps and forgets.
jest.mock('@island-eats/api-client', () => ({
  ...jest.requireActual('@island-eats/api-client'),
  viewChosenCart: jest.fn(),
  clearCart: jest.fn(async () => ({ error: 'false', errorMessage: '', message: '' })),
}));
const calls = jest.mocked(api);

/** A cart of two lines, 2 and 1 of a dish: the header counts 3. */
const cart = {
  netAmount: '30.00',
  dishes: { dishes: [{ dishQuantity: 2 }, { dishQuantity: 1 }] },
} as unknown as CartView;

const logIn = () => api.setSession({ token: 't', udId: 'X', userName: 'Ada' } as never);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api.clearSession();
  jest.clearAllMocks();
  bus.publish('cartCount', 0);
});

describe('readCart', () => {
  it('answers the chosen cart without the answer fields', async () => {
    calls.viewChosenCart.mockResolvedValue({ error: 'false', errorMessage: '', ...cart } as never);
    expect(await readCart()).toEqual(cart);
  });

  it("answers null for the server's empty cart", async () => {
    calls.viewChosenCart.mockRejectedValue(new api.ApiError('server', EMPTY_CART, 200, {}));
    expect(await readCart()).toBeNull();
  });

  it('lets any other failure through to its caller', async () => {
    const failure = new api.ApiError('network', 'Network Error', 0, undefined);
    calls.viewChosenCart.mockRejectedValue(failure);
    await expect(readCart()).rejects.toBe(failure);
  });
});

describe('the kept cart', () => {
  it('keeps a read cart and counts its dishes for the header', () => {
    keepCart(cart);
    expect(keptCart()).toEqual(cart);
    expect(bus.last('cartCount')).toBe(3);
    expect(cartHasItems()).toBe(true);
  });

  it('forgets the cart for an empty one, after an order or a logout', () => {
    keepCart(cart);
    keepCart(null);
    expect(keptCart()).toBeNull();
    expect(bus.last('cartCount')).toBe(0);
    expect(cartHasItems()).toBe(false);
    keepCart(cart);
    forgetCart();
    expect(keptCart()).toBeNull();
    expect(cartHasItems()).toBe(false);
  });

  it('forgets only the view when the count is read again', () => {
    keepCart(cart);
    forgetCartView();
    expect(keptCart()).toBeNull();
    expect(bus.last('cartCount')).toBe(3);
  });
});

describe('clearCartEverywhere', () => {
  it('forgets the cart here and empties it on the server', async () => {
    logIn();
    keepCart(cart);
    await clearCartEverywhere();
    expect(keptCart()).toBeNull();
    expect(cartHasItems()).toBe(false);
    expect(calls.clearCart).toHaveBeenCalledTimes(1);
  });

  it('forgets it here even when the server does not answer', async () => {
    logIn();
    keepCart(cart);
    calls.clearCart.mockRejectedValueOnce(
      new api.ApiError('network', 'Network Error', 0, undefined),
    );
    await expect(clearCartEverywhere()).resolves.toBeUndefined();
    expect(keptCart()).toBeNull();
    expect(bus.last('cartCount')).toBe(0);
  });

  it('does not call the server for a visitor', async () => {
    keepCart(cart);
    await clearCartEverywhere();
    expect(keptCart()).toBeNull();
    expect(calls.clearCart).not.toHaveBeenCalled();
  });
});

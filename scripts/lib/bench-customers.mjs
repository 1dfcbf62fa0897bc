// The customers `pnpm bench` puts load on the API with: signed up, logged in, a favourite, a
// cart, a saved card and orders, all through the API's own calls as the site makes them.
import { apiCall } from './api-call.mjs';
import { placedOrderBody, sandboxCard } from './placed-order.mjs';

const ISLAND = { located_at: 'st_croix', latitude: 17.736537, longitude: -64.735021 };

/**
 * The calls, on the API at `apiUrl`. `timed(name, ms, ok)`, when given, hears how long each
 * call took (by the name of the call, its path parameters left out) and whether it succeeded.
 */
export function apiCalls(apiUrl, { timed } = {}) {
  async function call(name, { method = 'POST', body, token, query } = {}) {
    const started = performance.now();
    let ok = false;
    try {
      const answer = await apiCall(apiUrl, name, {
        method,
        body: body && { located_at: 'st_croix', ...body },
        query: { located_at: 'st_croix', ...query },
        token,
      });
      ok = true;
      return answer;
    } finally {
      timed?.(name.split('/')[0], performance.now() - started, ok);
    }
  }

  /**
   * A new customer (phone, OTP from the dev endpoint, sign-up, login); their token. A random
   * number unless `mobileNumber` is given (a run of many customers numbers them).
   */
  async function signUp(
    n,
    mobileNumber = `34056${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`,
  ) {
    const base = { countryCode: '+1', mobileNumber };
    await call('CheckAvailability', { body: base });
    const { otp } = await apiCall(apiUrl, `dev/otp/1${mobileNumber}`);
    await call('otpVerification', {
      body: { ...base, otpNumber: otp, udId: 'BENCH', type: 'signup' },
    });
    const password = 'bench-pass';
    await call('userWithPasswordSignup', {
      body: {
        ...base,
        otpNumber: otp,
        password,
        udId: 'BENCH',
        userName: `Bench ${n}`,
        email: `bench${mobileNumber}@example.com`,
      },
    });
    const login = await call('userPasswordLogin', { body: { ...base, password, udId: 'BENCH' } });
    return login.accessToken;
  }

  /** The island's restaurants as a visitor lists them (the home page's read). */
  const listRestaurant = (token) =>
    call('listRestaurant', {
      body: { ...ISLAND, timezone: 'America/St_Thomas', type: 'Take Out' },
      token,
    });

  const listMenu = (outletId) => call(`listMenu/${outletId}`, { method: 'GET' });

  /** One plain dish of the outlet (no add-ons to choose) into the customer's cart. */
  async function addPlainDish(token, outletId) {
    const { menu } = await listMenu(outletId);
    const dish = menu
      .flatMap((category) => category.categoryValues)
      .find((d) => d.isCustomizable === 0 && d.stock_status === 0 && d.dishavailable === 1);
    await call('addToCart', {
      token,
      body: {
        order_type: 'Take Out',
        spl_instruction: '',
        outletId,
        udId: 'BENCH',
        uuId: 'BENCH',
        os: 'web',
        dishes: JSON.stringify([{ dishId: dish.dishId, quantity: 1, customisation: [] }]),
      },
    });
  }

  const cartBody = {
    udId: 'BENCH',
    order_type: 'Take Out',
    tipAmount: 0,
    order_distance: '0.0',
    donation: 'no',
  };
  const viewCart = (token) => call('viewCart', { token, body: cartBody });

  /** A saved sandbox card of the customer at the outlet: its provider token. */
  async function card(token, outletId) {
    await call('addCard', { token, body: sandboxCard(outletId, 'Bench Customer') });
    const { getCardList } = await call('getCard', {
      method: 'GET',
      token,
      query: { outletId },
    });
    return getCardList[0].AccountToken;
  }

  /** Orders what is in the customer's cart with their saved card. */
  async function placeOrder(token, outletId, cardToken) {
    const cart = await viewCart(token);
    const cartIds = cart.dishes.dishes.map((line) => line.cartId);
    return call('orderConfirm', {
      token,
      body: placedOrderBody({ outletId, cartIds, card: cardToken, udId: 'BENCH' }),
    });
  }

  return {
    call,
    signUp,
    listRestaurant,
    listMenu,
    addPlainDish,
    viewCart,
    card,
    placeOrder,
    cartBody,
    ISLAND,
  };
}

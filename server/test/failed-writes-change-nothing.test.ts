import { dbFingerprint } from './helpers/db-fingerprint';
import type { MenuFixture } from './helpers/menu-fixture';
import { addMenuFixture, newCustomer } from './helpers/menu-fixture';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  fillCart,
  openOrdersWorld,
} from './helpers/orders-fixtures';

/**
 * Issue 3: "a failed call changes nothing". Each call below writes in several steps (a cart
 * row then its lines, a charge then an order, a user then a token) and is refused part-way;
 * the whole database must be as it was, not only the rows the call meant to write.
 */
type Answer = Record<string, unknown>;

const DECLINING_CARD = 'sandbox_card_declines_0002';
/** Seeded: the demo customer's picked-up Delivery order, not yet tipped. */
const SEEDED_DELIVERY_ORDER = 2;

let world: OrdersWorld;
let fx: MenuFixture;
let outletId: number;
let fresh: Record<string, string>;
let filled: Record<string, string>;

beforeAll(async () => {
  world = await openOrdersWorld();
  fx = await addMenuFixture(world.db);
  outletId = await alwaysOpenOutlet(world.db);
  fresh = (await newCustomer(world.db)).auth;
  filled = (await newCustomer(world.db)).auth;
  expect(await addToCart(filled, [{ dishId: fx.dishes.soda }])).toMatchObject({ error: 'false' });
  await world.db.query(
    `INSERT INTO saved_cards (user_id, provider_token, last_four, exp_month, exp_year)
     VALUES ($1, $2, '0002', 12, 2031)`,
    [CUSTOMER_ID, DECLINING_CARD],
  );
});
afterAll(() => world?.close());

async function post(path: string, body: unknown, headers = world.auth()): Promise<Answer> {
  const res = await world.server.post(path, body, headers);
  expect(res.status).toBeLessThan(500);
  return (await res.json()) as Answer;
}

const addToCart = (headers: Record<string, string>, dishes: object[]) =>
  post(
    'addToCart',
    {
      located_at: 'st_croix',
      order_type: 'Take Out',
      outletId: fx.outletId,
      dishes: JSON.stringify(dishes.map((d) => ({ quantity: 1, customisation: [], ...d }))),
    },
    headers,
  );

/** The demo customer's cart refilled, then the call; the fingerprint is taken in between. */
const withFullCart =
  (call: (cartIds: number[]) => Promise<Answer>) => async (): Promise<() => Promise<Answer>> => {
    const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
    return () => call(cartIds);
  };

it.each<[string, () => Promise<() => Promise<Answer>>, string]>([
  [
    'addToCart into an empty cart, the last dish out of stock',
    async () => () =>
      addToCart(fresh, [
        { dishId: fx.dishes.soda },
        { dishId: fx.dishes.burger, customisation: [fx.items.regular] },
        { dishId: fx.dishes.lobster },
      ]),
    'Out of Stock',
  ],
  [
    'addToCart onto a cart, one add-on out of stock',
    async () => () =>
      addToCart(filled, [
        { dishId: fx.dishes.soda, quantity: 1 },
        { dishId: fx.dishes.burger, customisation: [fx.items.regular, fx.items.avocado] },
      ]),
    'Avocado is Out of Stock',
  ],
  [
    'orderConfirm charged to a card that declines',
    withFullCart((cartIds) =>
      post('orderConfirm', confirmPayload(outletId, cartIds, { token: DECLINING_CARD })),
    ),
    'Your card was declined.',
  ],
  [
    'orderConfirm for Delivery without an address',
    withFullCart((cartIds) =>
      post('orderConfirm', confirmPayload(outletId, cartIds, { order_type: 'Delivery' })),
    ),
    'Please select a delivery address.',
  ],
  [
    'orderConfirm naming a cart line that is not in the cart',
    withFullCart((cartIds) =>
      post('orderConfirm', confirmPayload(outletId, [...cartIds, 2_000_000_000])),
    ),
    'Your cart has changed. Please review your order.',
  ],
  [
    'tipPaymentConfirm charged to a card that declines',
    async () => () =>
      post('tipPaymentConfirm', {
        located_at: 'st_croix',
        os: 'web',
        orderId: SEEDED_DELIVERY_ORDER,
        outletId,
        tipAmount: '3.00',
        payment_method_enable: 1,
        token: DECLINING_CARD,
      }),
    'Your card was declined.',
  ],
  [
    'updateProfile with a new name and a broken email',
    async () => () =>
      post('updateProfile', {
        userName: 'Changed Name',
        email: 'not-an-email',
        located_at: 'st_croix',
      }),
    'Invalid email address.',
  ],
  [
    'userWithPasswordSignup with a code never sent',
    async () => () =>
      post(
        'userWithPasswordSignup',
        {
          mobileNumber: '3405558888',
          countryCode: '+1',
          email: 'new@islandeats.test',
          userName: 'New User',
          password: 'secret12',
          udId: 'DEVICE',
          otpNumber: '123456',
        },
        {},
      ),
    'Please verify your mobile number first.',
  ],
  [
    'addAddress on the other island',
    async () => () =>
      post('addAddress', {
        located_at: 'st_croix',
        location: 'Charlotte Amalie',
        landMark: 'Harbour',
        type: 'Home',
        latitude: 18.3419,
        longitude: -64.9307,
      }),
    'Your selected location is not in St. Croix. Please change your delivery location.',
  ],
])('%s changes nothing', async (_name, prepare, message) => {
  const attempt = await prepare();
  const before = await dbFingerprint(world.db);
  expect(await attempt()).toEqual({ error: 'true', errorMessage: message });
  expect(await dbFingerprint(world.db)).toEqual(before);
});

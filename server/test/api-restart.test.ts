import { startApiProcess } from './helpers/api-process';
import type { ApiProcess } from './helpers/api-process';
import { alwaysOpenOutlet, confirmPayload } from './helpers/orders-fixtures';
import { openProcessDb } from './helpers/process-db';
import type { ProcessDb } from './helpers/process-db';

// What `pnpm start` keeps across a stop and a start of its API process: sessions, carts,
// addresses, saved cards and orders, whether it was stopped with SIGTERM in the middle of a
// slow request (which must still answer) or killed with SIGKILL. On a PGlite folder and on a
// Postgres schema alike.

jest.setTimeout(120_000);

let store: ProcessDb;
let api: ApiProcess | null = null;
let outletId: number;
let dishId: number;
let outletPoint: { latitude: number; longitude: number };

beforeAll(async () => {
  store = await openProcessDb();
  await store.withDb(async (db) => {
    outletId = await alwaysOpenOutlet(db);
    const [point] = await db.query<{ latitude: number; longitude: number }>(
      'SELECT latitude, longitude FROM outlets WHERE id = $1',
      [outletId],
    );
    outletPoint = point!;
    const [dish] = await db.query<{ id: number }>(
      `SELECT d.id FROM dishes d JOIN outlets o ON o.restaurant_id = d.restaurant_id
        WHERE o.id = $1 AND NOT d.out_of_stock AND d.available_from IS NULL
          AND NOT EXISTS (SELECT 1 FROM customisation_groups g WHERE g.dish_id = d.id)
        ORDER BY d.id LIMIT 1`,
      [outletId],
    );
    dishId = dish!.id;
  });
});

afterAll(async () => {
  await api?.stop('SIGKILL');
  await store?.dispose();
});

const start = async (env: Record<string, string> = {}) => {
  api = await startApiProcess({ ...store.env, ...env });
  return api;
};

const phone = {
  mobileNumber: `34077${String(process.pid % 100000).padStart(5, '0')}`,
  countryCode: '+1',
};
let auth: Record<string, string>;

type Answer = Record<string, unknown> & { error: string };
const post = <T = Answer>(call: string, body: object) => api!.post<T>(call, body, auth);
const get = <T>(call: string) => api!.get<T & Answer>(call, auth);
const addToCart = (dish: number) =>
  post('addToCart', {
    order_type: 'Take Out',
    spl_instruction: '',
    outletId,
    udId: 'RESTART',
    uuId: 'RESTART',
    os: 'web',
    dishes: JSON.stringify([{ dishId: dish, quantity: 1, customisation: [] }]),
  });

/** Everything the customer made, read through the API. */
async function customerData() {
  const cart = await post('viewCart', {
    udId: 'RESTART',
    order_type: 'Take Out',
    donation: 'no',
    tipAmount: 0,
    donationAmount: '0.10',
  });
  const profile = await get<{ usersDetails: { userName: string } }>('getProfile');
  const addresses = await get<{ address: { location: string }[] }>(
    'getAddress?located_at=st_croix',
  );
  const cards = await get<{ getCardList: { Account: string }[] }>(
    `getCard?outletId=${outletId}&located_at=st_croix`,
  );
  const orders = await get<{ pastOrders: { orderId: number }[] }>('listPastOrders');
  const lines = (cart as { dishes?: { dishes?: { dishId: number }[] } }).dishes?.dishes ?? [];
  return {
    signedIn: profile.usersDetails.userName,
    cart: lines.map((line) => line.dishId),
    addresses: addresses.address.map((a) => a.location),
    cards: cards.getCardList.map((c) => c.Account),
    orders: orders.pastOrders.map((o) => o.orderId),
  };
}

let placedOrderId: number;

it('finishes a request in flight when stopped with SIGTERM, and keeps what was made', async () => {
  // The order lingers 2 s after its charge: long enough to stop the API under it.
  await start({ ISLAND_EATS_PAUSE_AT: 'order-after-charge:2000' });
  const fresh = { udId: 'RESTART' };
  expect(await api!.post('CheckAvailability', { ...phone, ...fresh })).toMatchObject({
    isNewUser: 1,
  });
  const { otp } = await api!.get<{ otp: string }>(`dev/otp/${phone.mobileNumber}`);
  await api!.post('otpVerification', { ...phone, otpNumber: otp, ...fresh });
  const signedUp = await api!.post<{ token: string }>('userWithPasswordSignup', {
    ...phone,
    otpNumber: otp,
    email: `${phone.mobileNumber}@example.com`,
    userName: 'Restart Customer',
    password: 'secret1',
    ...fresh,
  });
  auth = { authorization: `Bearer ${signedUp.token}` };
  expect(
    await post('addAddress', {
      location: '1 King Street, Christiansted',
      houseFlatNo: '',
      landMark: 'Near the boardwalk',
      type: 'Home',
      ...outletPoint,
      zipcode: '00820',
    }),
  ).toMatchObject({ error: 'false' });
  expect(
    await post('addCard', {
      located_at: 'st_croix',
      card_number: '4242424242424242',
      expiration_month: '12',
      expiration_year: String(new Date().getUTCFullYear() + 2),
      card_type: 1,
      cvv: '123',
      zip_code: '00820',
      type: 'Restart Customer',
      outletId,
    }),
  ).toMatchObject({ error: 'false' });
  const cards = await get<{ getCardList: { AccountToken: string }[] }>(
    `getCard?outletId=${outletId}&located_at=st_croix`,
  );
  expect(await addToCart(dishId)).toMatchObject({ error: 'false' });
  const cart = await post<{ dishes: { dishes: { cartId: number }[] } }>('viewCart', {
    udId: 'RESTART',
    order_type: 'Take Out',
    donation: 'no',
  });
  const cartIds = cart.dishes.dishes.map((line) => line.cartId);

  const slowOrder = post(
    'orderConfirm',
    confirmPayload(outletId, cartIds, { token: cards.getCardList[0]?.AccountToken }),
  );
  await new Promise((resolve) => setTimeout(resolve, 800));
  const stopped = api!.stop('SIGTERM');
  const placed = (await slowOrder) as { error: string; orderId: number };
  expect(placed).toMatchObject({ error: 'false', errorMessage: '' });
  placedOrderId = placed.orderId;
  expect(await stopped).toEqual({ code: 0, signal: null });

  await start();
  expect(await customerData()).toEqual({
    signedIn: 'Restart Customer',
    cart: [],
    addresses: ['1 King Street, Christiansted'],
    cards: ['************4242'],
    orders: [placedOrderId],
  });
});

it('keeps everything when killed with SIGKILL right after the writes answered', async () => {
  expect(await addToCart(dishId)).toMatchObject({ error: 'false' });
  expect((await api!.stop('SIGKILL')).signal).toBe('SIGKILL');

  await start();
  expect(await customerData()).toEqual({
    signedIn: 'Restart Customer',
    cart: [dishId],
    addresses: ['1 King Street, Christiansted'],
    cards: ['************4242'],
    orders: [placedOrderId],
  });
  expect(await api!.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  api = null;
});

it('closes when the process that started it goes away, even killed (pnpm start)', async () => {
  api = await startApiProcess(store.env, { ipc: true });
  // What the channel does when `pnpm start` dies by any signal.
  api.child.disconnect();
  expect(await api.exited).toEqual({ code: 0, signal: null });
  api = null;
});

import {
  ORDER_PLACED,
  OUTLET_NOT_AVAILABLE,
  PAYMENT_NOT_SETUP,
  RESTAURANT_NOT_AVAILABLE,
} from '@island-eats/api-client/answer-texts';
import { createDataVersionReader } from '../src/cache/data-versions';
import type { Db } from '../src/db/db';
import { OutletCache } from '../src/restaurants/outlet-cache';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  fillCart,
  openOrdersWorld,
  plainDish,
  STAFF_KEY,
} from './helpers/orders-fixtures';

// The outlet a cart, an order or a menu looks up is read once per catalogue version
// (restaurants/outlet-cache.ts): whatever staff change about it, the very next call sees.

jest.setTimeout(60_000);

/** findOutlet's statement (its join), however the query is spaced. */
const FIND_OUTLET = /FROM outlets o JOIN restaurants r/;

let world: OrdersWorld;
let outletId: number;
let dishId: number;
let outletReads = 0;

/** The database, counting the outlet reads made through it. */
function countingOutletReads(db: Db): Db {
  const counted = (inner: Db): Db => ({
    ...inner,
    query: (sql, params) => {
      if (FIND_OUTLET.test(sql)) outletReads += 1;
      return inner.query(sql, params);
    },
    transaction: (fn) => inner.transaction((tx) => fn(counted(tx))),
    close: () => inner.close(),
  });
  return counted(db);
}

beforeAll(async () => {
  world = await openOrdersWorld({ serverDb: countingOutletReads });
  outletId = await alwaysOpenOutlet(world.db);
  dishId = await plainDish(world.db, outletId);
});
afterAll(() => world?.close());

type Answer = { error: string; errorMessage?: string; orderId?: number; availability?: number };

const addToCart = () =>
  world.post<Answer>('addToCart', {
    order_type: 'Take Out',
    outletId,
    dishes: JSON.stringify([{ dishId, quantity: 1, customisation: [] }]),
  });
const viewCart = () =>
  world.post<Answer>('viewCart', { udId: 'TEST-DEVICE', order_type: 'Take Out', tipAmount: 0 });
const paymentConfig = () => world.post<Answer>('checkPaymentConfig', { method: 'card', outletId });
async function orderConfirm(): Promise<Answer> {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  return world.post<Answer>('orderConfirm', confirmPayload(outletId, cartIds));
}
const staffSets = (change: { emergencyClose?: boolean; online?: boolean }) =>
  world.server.post(`staff/outlets/${outletId}/availability`, change, {
    'x-staff-key': STAFF_KEY,
  });

const ADDED = { error: 'false' };
const PLACED = { error: 'false', message: ORDER_PLACED };
const refused = (errorMessage: string) => ({ error: 'true', errorMessage });

it('reads an outlet once for the cart and order calls of one catalogue version', async () => {
  // kept by island too: the add asks for the island's outlet, the cart's price for the outlet
  await addToCart();
  await viewCart();
  outletReads = 0;
  expect(await addToCart()).toMatchObject(ADDED);
  expect(await viewCart()).toMatchObject(ADDED);
  expect(await paymentConfig()).toMatchObject({ error: 'false', availability: 1 });
  expect(outletReads).toBe(0);
  // a change to another outlet moves the catalogue's version all the same
  await world.db.query('UPDATE outlets SET email = email WHERE id <> $1', [outletId]);
  expect(await addToCart()).toMatchObject(ADDED);
  expect(await addToCart()).toMatchObject(ADDED);
  expect(outletReads).toBe(1);
});

it('sees staff close the outlet, and open it, on the very next cart and order call', async () => {
  expect(await addToCart()).toMatchObject(ADDED);
  expect(await orderConfirm()).toMatchObject(PLACED);
  expect((await staffSets({ emergencyClose: true })).status).toBe(200);
  try {
    expect(await addToCart()).toMatchObject(refused(RESTAURANT_NOT_AVAILABLE));
    expect(await orderConfirm()).toMatchObject(refused(OUTLET_NOT_AVAILABLE));
    expect(await paymentConfig()).toMatchObject({ error: 'false', availability: 0 });
  } finally {
    await staffSets({ emergencyClose: false });
  }
  expect(await addToCart()).toMatchObject(ADDED);
  expect(await orderConfirm()).toMatchObject(PLACED);
});

it('sees staff switch the outlet off line, and back, on the very next call', async () => {
  expect(await orderConfirm()).toMatchObject(PLACED);
  expect((await staffSets({ online: false })).status).toBe(200);
  try {
    expect(await orderConfirm()).toMatchObject(refused(OUTLET_NOT_AVAILABLE));
    expect(await addToCart()).toMatchObject(refused(RESTAURANT_NOT_AVAILABLE));
  } finally {
    await staffSets({ online: true });
  }
  expect(await orderConfirm()).toMatchObject(PLACED);
});

it("sees the outlet's ways to pay change on the very next call", async () => {
  expect(await orderConfirm()).toMatchObject(PLACED);
  await world.db.query('UPDATE outlets SET card_payments_enabled = false WHERE id = $1', [
    outletId,
  ]);
  try {
    // the wallet is still taken, saved cards are not
    expect(await orderConfirm()).toMatchObject(refused(PAYMENT_NOT_SETUP));
    await world.db.query('UPDATE outlets SET wallet_payments_enabled = false WHERE id = $1', [
      outletId,
    ]);
    expect(await addToCart()).toMatchObject(refused(PAYMENT_NOT_SETUP));
    expect(await paymentConfig()).toMatchObject(refused(PAYMENT_NOT_SETUP));
  } finally {
    await world.db.query(
      'UPDATE outlets SET card_payments_enabled = true, wallet_payments_enabled = true WHERE id = $1',
      [outletId],
    );
  }
  expect(await orderConfirm()).toMatchObject(PLACED);
});

it("sees the outlet's opening hours change on the very next call", async () => {
  expect(await orderConfirm()).toMatchObject(PLACED);
  const hours = await world.db.query<{ day: number; from: string; to: string }>(
    `SELECT day, from_time::text AS from, to_time::text AS to
       FROM outlet_business_hours WHERE outlet_id = $1`,
    [outletId],
  );
  await world.db.query('DELETE FROM outlet_business_hours WHERE outlet_id = $1', [outletId]);
  try {
    expect(await orderConfirm()).toMatchObject(refused(OUTLET_NOT_AVAILABLE));
    expect(await addToCart()).toMatchObject(refused(RESTAURANT_NOT_AVAILABLE));
  } finally {
    for (const { day, from, to } of hours) {
      await world.db.query(
        'INSERT INTO outlet_business_hours (outlet_id, day, from_time, to_time) VALUES ($1, $2, $3, $4)',
        [outletId, day, from, to],
      );
    }
  }
  expect(await orderConfirm()).toMatchObject(PLACED);
});

describe('OutletCache', () => {
  const versionsOf = (db: Db) => createDataVersionReader(db).read();

  it('keeps each outlet of a version once, by island, and no outlet that is not there', async () => {
    const cache = new OutletCache(world.db, createDataVersionReader(world.db));
    const { catalogue } = await versionsOf(world.db);
    const outlets = cache.at(catalogue);
    for (let id = 1_000_000; id < 1_000_050; id += 1) expect(await outlets(id)).toBeNull();
    expect(await outlets(Number.NaN)).toBeNull();
    expect(await outlets(outletId, 'st_thomas')).toBeNull();
    expect(cache.size).toBe(0);

    const [kept, again, onIsland] = await Promise.all([
      outlets(outletId),
      outlets(outletId),
      outlets(outletId, 'st_croix'),
    ]);
    expect(again).toBe(kept);
    expect(onIsland).toEqual(kept);
    expect(cache.size).toBe(2);
    // one copy serves every caller of the version: no caller may change it
    expect(() => {
      (kept as { emergencyClose: boolean }).emergencyClose = true;
    }).toThrow();
    expect(() => kept?.hours.pop()).toThrow();
  });

  it('reads the outlet again under a new version', async () => {
    const cache = new OutletCache(world.db, createDataVersionReader(world.db));
    const before = await cache.at((await versionsOf(world.db)).catalogue)(outletId);
    await world.db.query("UPDATE outlets SET email = 'kitchen@example.com' WHERE id = $1", [
      outletId,
    ]);
    try {
      const after = await cache.at((await versionsOf(world.db)).catalogue)(outletId);
      expect(after?.email).toBe('kitchen@example.com');
      expect(after).not.toBe(before);
    } finally {
      await world.db.query('UPDATE outlets SET email = $2 WHERE id = $1', [
        outletId,
        before?.email,
      ]);
    }
  });
});

import type { Db } from '../src/db/db';
import { placeOrder } from '../src/orders/place-order';
import { sandboxProvider } from '../src/payments/sandbox-provider';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  CUSTOMER_ID,
  DEMO_CARD_TOKEN,
  fillCart,
  openOrdersWorld,
} from './helpers/orders-fixtures';

jest.setTimeout(60_000);

let world: OrdersWorld;
let outletId: number;

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

/** The database, counting the statements that read an outlet or a saved address. */
function countingDb(db: Db, counts: { outlet: number; address: number }): Db {
  const count = (sql: string) => {
    if (/FROM outlets o JOIN restaurants/.test(sql)) counts.outlet += 1;
    if (/FROM addresses WHERE id/.test(sql)) counts.address += 1;
  };
  return {
    ...db,
    query: (sql, params) => {
      count(sql);
      return db.query(sql, params);
    },
    transaction: (fn) => db.transaction((tx) => fn(countingDb(tx, counts))),
  };
}

it('reads the outlet and the Delivery address once while placing an order', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId, 'Delivery');
  const counts = { outlet: 0, address: 0 };
  const placed = await placeOrder(
    countingDb(world.db, counts),
    sandboxProvider(world.db, 'http://localhost'),
    {
      userId: CUSTOMER_ID,
      key: 'reads-once',
      outletId,
      orderType: 'Delivery',
      payment: { wallet: false, paymentRef: DEMO_CARD_TOKEN },
      cartIds,
      addressId: 1,
      tipCents: 0,
      note: '',
      now: new Date(),
    },
  );
  expect(placed).toMatchObject({ ok: true, created: true });
  expect(counts).toEqual({ outlet: 1, address: 1 });
});

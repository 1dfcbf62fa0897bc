import type { Db } from '../src/db/db';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  count,
  CUSTOMER_ID,
  fillCart,
  openOrdersWorld,
  plainDish,
} from './helpers/orders-fixtures';

// A customer adds a dish (from another tab, or the reconciler writes an earlier order) while an
// order of theirs is being written: afterwards the unit is in the order or still in the cart,
// never gone. The order's write is held just before it empties the cart and the add is sent
// then. On Postgres, READ COMMITTED would let that DELETE remove a unit added meanwhile unless
// the two take the cart's lock in turn; PGlite runs one transaction at a time.

jest.setTimeout(60_000);

/** Holds a transaction's first statement matching `pattern` until `release()`. */
function holdAt(pattern: RegExp) {
  let reached!: () => void;
  let release!: () => void;
  const gate = {
    reached: new Promise<void>((resolve) => (reached = resolve)),
    released: new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
  };
  let held = false;
  const inTransaction = (tx: Db): Db => ({
    ...tx,
    async query(sql, params) {
      if (!held && pattern.test(sql)) {
        held = true;
        reached();
        await gate.released;
      }
      return tx.query(sql, params);
    },
    transaction: (fn) => tx.transaction((inner) => fn(inTransaction(inner))),
  });
  const wrap = (db: Db): Db => ({
    ...db,
    transaction: (fn) => db.transaction((tx) => fn(inTransaction(tx))),
  });
  return { gate, wrap };
}

let world: OrdersWorld;
const emptying = holdAt(/^\s*DELETE FROM cart_lines WHERE cart_id IN/);

beforeAll(async () => {
  world = await openOrdersWorld({ serverDb: emptying.wrap });
});
afterAll(() => world?.close());

const units = (table: 'cart_lines' | 'order_lines', where: string, param: number) =>
  count(world.db, `SELECT coalesce(sum(quantity), 0) AS n FROM ${table} WHERE ${where}`, [param]);

it('keeps a unit added while an order empties the cart: in the order or in the cart', async () => {
  const outletId = await alwaysOpenOutlet(world.db);
  const dishId = await plainDish(world.db, outletId);
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const ordering = world.post<{ error: string; orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
  );
  // (From here until the release, the test must not query PGlite: it waits for the order.)
  await emptying.gate.reached;
  const adding = world.post<{ error: string }>('addToCart', {
    order_type: 'Take Out',
    spl_instruction: '',
    outletId,
    udId: 'OTHER-TAB',
    os: 'web',
    dishes: JSON.stringify([{ dishId, quantity: 1, customisation: [] }]),
  });
  // Time for the add to write, were it not made to wait for the order.
  await new Promise((resolve) => setTimeout(resolve, 500));
  emptying.gate.release();
  const [ordered, added] = await Promise.all([ordering, adding]);

  expect(ordered.error).toBe('false');
  expect(added.error).toBe('false');
  // fillCart's two lines hold 1 + 2 units: all in the order, and the added one in the cart.
  expect(await units('order_lines', 'order_id = $1', ordered.orderId)).toBe(3);
  expect(
    await units('cart_lines', 'cart_id IN (SELECT id FROM carts WHERE user_id = $1)', CUSTOMER_ID),
  ).toBe(1);
});

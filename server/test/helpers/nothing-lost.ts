import type { Db } from '../../src/db/db';
import type { Told } from './customer-load';
import { count } from './orders-fixtures';
import type { ProcessCustomer } from './process-customers';

/** Units of dishes the customer holds in the database: in the cart and in live orders. */
export async function unitsHeld(db: Db, customer: ProcessCustomer): Promise<number> {
  const inCart = await count(
    db,
    `SELECT coalesce(sum(l.quantity), 0) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id
      WHERE c.user_id = $1`,
    [customer.userId],
  );
  const ordered = await count(
    db,
    `SELECT coalesce(sum(l.quantity), 0) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.user_id = $1 AND o.status <> 'cancelled'`,
    [customer.userId],
  );
  return inCart + ordered;
}

/**
 * After a customer load (helpers/customer-load): once the reconciler has settled every charge,
 * every order a customer was told about is there, paid; every unit added is in a cart or an
 * order (a failed call may still have written: more is fine, less is a loss); and no charge is
 * left without an order or a refund.
 */
export async function expectNothingLost(
  db: Db,
  customers: readonly ProcessCustomer[],
  told: readonly Told[],
  unitsBefore: readonly number[],
): Promise<void> {
  const openIntents = () =>
    count(db, `SELECT count(*) AS n FROM payment_intents WHERE status IN ('pending', 'refunding')`);
  for (let i = 0; i < 100 && (await openIntents()) > 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await openIntents()).toBe(0);
  for (const [i, customer] of customers.entries()) {
    const paid = await db.query<{ id: number }>(
      `SELECT o.id FROM orders o JOIN payments p ON p.order_id = o.id AND p.status = 'captured'
        WHERE o.user_id = $1 AND o.status <> 'cancelled'`,
      [customer.userId],
    );
    const paidIds = paid.map((row) => row.id);
    expect(told[i]!.orders.length).toBeGreaterThan(1);
    expect(told[i]!.orders.filter((id) => !paidIds.includes(id))).toEqual([]);
    expect(await unitsHeld(db, customer)).toBeGreaterThanOrEqual(
      unitsBefore[i]! + told[i]!.unitsAdded,
    );
  }
  expect(
    await count(
      db,
      `SELECT count(*) AS n FROM sandbox_charges s WHERE NOT s.refunded
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.provider_charge_id = s.id)`,
    ),
  ).toBe(0);
}

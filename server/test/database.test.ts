import { verifyPassword } from '../src/auth/password';
import { issueToken, revokeToken, liveToken } from '../src/auth/tokens';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { DEMO_CUSTOMER } from '../src/seed/demo-people';
import { seedIfEmpty } from '../src/seed/seed';
import { openSeededDb } from './helpers/test-db';

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await db?.close();
});

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

describe('migrations', () => {
  it('record what they applied and apply nothing twice', async () => {
    expect(await count('SELECT count(*)::int AS n FROM schema_migrations')).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
  });

  it('do not re-seed a database that has data', async () => {
    expect(await seedIfEmpty(db)).toBe(false);
  });
});

describe('transactions', () => {
  it('roll back when the function throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO questions (question) VALUES ('rolled back?')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(
      await count("SELECT count(*)::int AS n FROM questions WHERE question = 'rolled back?'"),
    ).toBe(0);
  });

  it('commit when it resolves', async () => {
    await db.transaction((tx) => tx.query("INSERT INTO questions (question) VALUES ('kept')"));
    expect(await count("SELECT count(*)::int AS n FROM questions WHERE question = 'kept'")).toBe(1);
  });

  it('run statements asked together in the order asked', async () => {
    const seen = await db.transaction(async (tx) => {
      const [, , rows] = await Promise.all([
        tx.query("INSERT INTO questions (question) VALUES ('together 1')"),
        tx.query("INSERT INTO questions (question) VALUES ('together 2')"),
        tx.query<{ question: string }>(
          "SELECT question FROM questions WHERE question LIKE 'together %' ORDER BY id",
        ),
      ]);
      return rows.map((row) => row.question);
    });
    expect(seen).toEqual(['together 1', 'together 2']);
  });

  it('keep nothing of statements asked together with one that fails', async () => {
    await expect(
      db.transaction((tx) =>
        Promise.all([
          tx.query("INSERT INTO questions (question) VALUES ('before the failure')"),
          tx.query('INSERT INTO questions (id, question) VALUES (NULL, $1)', ['refused']),
          tx.query("INSERT INTO questions (question) VALUES ('after the failure')"),
        ]),
      ),
    ).rejects.toThrow();
    // (the last one ran after the ROLLBACK nowhere: not outside the transaction either)
    expect(
      await count("SELECT count(*)::int AS n FROM questions WHERE question LIKE '% the failure'"),
    ).toBe(0);
    // the database is free for the next call
    await db.transaction((tx) => tx.query("INSERT INTO questions (question) VALUES ('next')"));
    expect(await count("SELECT count(*)::int AS n FROM questions WHERE question = 'next'")).toBe(1);
  });
});

describe('demo data', () => {
  it.each(['st_croix', 'st_thomas'])(
    '%s has 8+ restaurants, with one and several outlets',
    async (island) => {
      const perRestaurant = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outlets o JOIN restaurants r ON r.id = o.restaurant_id
        WHERE r.located_at = $1 GROUP BY r.id`,
        [island],
      );
      expect(perRestaurant.length).toBeGreaterThanOrEqual(8);
      expect(perRestaurant.some((r) => r.n === 1)).toBe(true);
      expect(perRestaurant.some((r) => r.n > 1)).toBe(true);
    },
  );

  it.each(['st_croix', 'st_thomas'])('%s uses every cuisine', async (island) => {
    const unused = await count(
      `SELECT count(*)::int AS n FROM cuisines c WHERE NOT EXISTS (
         SELECT 1 FROM restaurant_cuisines rc JOIN restaurants r ON r.id = rc.restaurant_id
          WHERE rc.cuisine_id = c.id AND r.located_at = $1)`,
      [island],
    );
    expect(unused).toBe(0);
  });

  it.each(['st_croix', 'st_thomas'])(
    '%s has an outlet open 24 hours every day for both types',
    async (island) => {
      const n = await count(
        `SELECT count(*)::int AS n FROM outlets o
        WHERE o.located_at = $1 AND o.type = 'Both' AND NOT o.emergency_close AND o.is_restro_online
          AND o.pickup_available AND o.delivery_available
          AND (SELECT count(DISTINCT day) FROM outlet_business_hours h
                WHERE h.outlet_id = o.id AND h.from_time = '00:00' AND h.to_time = '23:59:59') = 7`,
        [island],
      );
      expect(n).toBeGreaterThan(0);
    },
  );

  it('covers every outlet state and menu case the screens show', async () => {
    const checks = [
      'SELECT count(*)::int AS n FROM outlets WHERE emergency_close',
      'SELECT count(*)::int AS n FROM outlets WHERE NOT is_restro_online',
      "SELECT count(*)::int AS n FROM outlets WHERE type = 'Take Out'",
      "SELECT count(*)::int AS n FROM outlets WHERE type = 'Delivery'",
      'SELECT count(*)::int AS n FROM outlets WHERE NOT pickup_available AND NOT delivery_available',
      'SELECT count(*)::int AS n FROM outlet_business_hours WHERE to_time < from_time',
      'SELECT count(*)::int AS n FROM dishes WHERE out_of_stock',
      'SELECT count(*)::int AS n FROM dishes WHERE available_from IS NOT NULL',
      'SELECT count(*)::int AS n FROM dishes WHERE image IS NULL',
      "SELECT count(*)::int AS n FROM customisation_groups WHERE type = 'single'",
      "SELECT count(*)::int AS n FROM customisation_groups WHERE type = 'multiple'",
      'SELECT count(*)::int AS n FROM customisation_items WHERE out_of_stock',
      'SELECT count(*)::int AS n FROM coupons',
      'SELECT count(*)::int AS n FROM ratings',
    ];
    for (const sql of checks) expect([sql, await count(sql)]).toEqual([sql, expect.any(Number)]);
    for (const sql of checks) expect(await count(sql)).toBeGreaterThan(0);
  });

  it('has the demo customer with addresses, a card and past orders', async () => {
    const [user] = await db.query<{
      id: number;
      password_hash: string;
      user_name: string;
      located_at: string;
    }>(
      'SELECT id, password_hash, user_name, located_at FROM users WHERE country_code = $1 AND mobile_number = $2',
      [DEMO_CUSTOMER.countryCode, DEMO_CUSTOMER.mobileNumber],
    );
    expect(user).toMatchObject({ user_name: 'Demo Customer', located_at: 'st_croix' });
    expect(await verifyPassword('islandeats', user!.password_hash)).toBe(true);
    expect(await verifyPassword('wrong-password', user!.password_hash)).toBe(false);
    const types = await db.query<{ type: string }>(
      'SELECT type FROM addresses WHERE user_id = $1 ORDER BY id',
      [user!.id],
    );
    expect(types.map((t) => t.type)).toEqual(['Home', 'Work']);
    const [card] = await db.query<{ last_four: string }>(
      'SELECT last_four FROM saved_cards WHERE user_id = $1',
      [user!.id],
    );
    expect(card?.last_four).toBe('4242');
    expect(
      await count('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user!.id]),
    ).toBeGreaterThanOrEqual(3);
    // Totals add up in cents.
    const orders = await db.query<{ ok: boolean }>(
      `SELECT o.subtotal_cents = (SELECT sum(line_total_cents) FROM order_lines WHERE order_id = o.id)
              AND o.net_amount_cents = o.subtotal_cents - o.coupon_discount_cents + o.delivery_fee_cents
                                       + o.gas_surcharge_cents + o.tip_cents + o.donation_cents AS ok
         FROM orders o`,
    );
    expect(orders.every((o) => o.ok)).toBe(true);
  });
});

describe('tokens', () => {
  it('resolve to their user until revoked, and are stored hashed', async () => {
    const token = await issueToken(db, 1, 'DEVICE-1');
    expect((await liveToken(db, token))?.userId).toBe(1);
    expect(
      await count('SELECT count(*)::int AS n FROM auth_tokens WHERE token_hash = $1', [token]),
    ).toBe(0);
    await revokeToken(db, token);
    expect(await liveToken(db, token)).toBeNull();
    expect(await liveToken(db, 'made-up')).toBeNull();
  });
});

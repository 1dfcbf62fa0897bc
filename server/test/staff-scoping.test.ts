import { DISH_NOT_FOUND } from '@island-eats/api-client/answer-texts';
import { issueToken } from '../src/auth/tokens';
import type { Db } from '../src/db/db';
import { ORDER_NOT_FOUND } from '../src/orders/advance-order';
import { RESTAURANT_NOT_FOUND } from '../src/restaurants/find-outlet';
import { ADD_ON_NOT_FOUND, ON_OTHER_OUTLETS } from '../src/routes/staff';
import { OWNER_ONLY, STAFF_MEMBER_NOT_FOUND } from '../src/routes/staff-accounts';
import { STAFF_SIGN_IN_REQUIRED } from '../src/staff/staff-caller';
import { NOT_YOUR_OUTLETS } from '../src/staff/staff-invitations';
import { DEMO_STAFF } from '../src/seed/demo-staff';
import { dbFingerprint } from './helpers/db-fingerprint';
import { bearerCall, type Answer } from './helpers/bearer-call';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

/**
 * Issue 36: a staff member acts for their own outlets only. Jamal (Cruzan Grill Sunny Isle),
 * Leah (Buck Island Bites) and Marisol (Cruzan Grill's owner) name each other's orders,
 * dishes, add-ons and outlets in every staff call; a customer's token and no token try every
 * staff route. Each is refused and the database is exactly as it was.
 */
const PASSWORD = 'islandeats';

let db: Db;
let server: TestServer;
const tokens: Record<'owner' | 'jamal' | 'leah', string> = { owner: '', jamal: '', leah: '' };
let customerToken: string;
/** outlet ids by name */
const outlet: Record<string, number> = {};
/** an order, a dish and an add-on of each restaurant, by restaurant name */
const orderAt: Record<string, number> = {};
const dishOf: Record<string, number> = {};
const addOnOf: Record<string, number> = {};

const call = (method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) =>
  bearerCall(server, method, path, token, body);

/** A copy of a seeded order, placed at `outletId` (nothing else about it matters here). */
async function orderPlacedAt(outletId: number): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO orders
     SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
              'id', (SELECT max(id) + 1 FROM orders), 'outlet_id', $1::integer, 'status', 'placed',
              'idempotency_key', 'staff-scoping-' || $1::text))).*
       FROM orders o ORDER BY o.id LIMIT 1
     RETURNING id`,
    [outletId],
  );
  return row!.id;
}

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db, staffKey: null });
  for (const row of await db.query<{ id: number; name: string }>('SELECT id, name FROM outlets')) {
    outlet[row.name] = row.id;
  }
  const signIn = async (mobileNumber: string) => {
    const { answer } = await call('POST', 'staff/login', null, {
      countryCode: '+1',
      mobileNumber,
      password: PASSWORD,
    });
    expect(answer.error).toBe('false');
    return answer.accessToken as string;
  };
  const [owner, jamal, leah] = DEMO_STAFF;
  tokens.owner = await signIn(owner.mobileNumber);
  tokens.jamal = await signIn(jamal.mobileNumber);
  tokens.leah = await signIn(leah.mobileNumber);
  customerToken = await issueToken(db, 1);
  for (const name of [
    'Cruzan Grill Sunny Isle',
    'Cruzan Grill Christiansted',
    'Frederiksted Fish House',
  ]) {
    orderAt[name] = await orderPlacedAt(outlet[name]!);
  }
  for (const restaurant of ['Cruzan Grill', 'Frederiksted Fish House', 'Buck Island Bites']) {
    const [row] = await db.query<{ dishId: number; addOnId: number | null }>(
      `SELECT d.id AS "dishId", i.id AS "addOnId"
         FROM restaurants r JOIN dishes d ON d.restaurant_id = r.id
         LEFT JOIN customisation_groups g ON g.dish_id = d.id
         LEFT JOIN customisation_items i ON i.group_id = g.id
        WHERE r.name = $1 ORDER BY i.id NULLS LAST, d.id LIMIT 1`,
      [restaurant],
    );
    dishOf[restaurant] = row!.dishId;
    if (row!.addOnId !== null) addOnOf[restaurant] = row!.addOnId;
  }
});
afterAll(async () => {
  await server?.close();
  await db?.close();
});

const refused = (errorMessage: string) => ({ error: 'true', errorMessage });

describe('a member naming what is not theirs', () => {
  const cases: [string, () => Promise<Answer>, string][] = [
    [
      "Jamal advances the other Cruzan outlet's order",
      async () =>
        (
          await call(
            'POST',
            `staff/orders/${orderAt['Cruzan Grill Christiansted']}/advance`,
            tokens.jamal,
          )
        ).answer,
      ORDER_NOT_FOUND,
    ],
    [
      "Jamal rejects the Fish House's order",
      async () =>
        (
          await call(
            'POST',
            `staff/orders/${orderAt['Frederiksted Fish House']}/reject`,
            tokens.jamal,
          )
        ).answer,
      ORDER_NOT_FOUND,
    ],
    [
      "Leah advances Cruzan Grill's order",
      async () =>
        (
          await call(
            'POST',
            `staff/orders/${orderAt['Cruzan Grill Sunny Isle']}/advance`,
            tokens.leah,
          )
        ).answer,
      ORDER_NOT_FOUND,
    ],
    [
      "the Cruzan owner rejects the Fish House's order",
      async () =>
        (
          await call(
            'POST',
            `staff/orders/${orderAt['Frederiksted Fish House']}/reject`,
            tokens.owner,
          )
        ).answer,
      ORDER_NOT_FOUND,
    ],
    [
      "Jamal marks a Cruzan dish out, which the other outlet's menu shows too",
      async () =>
        (
          await call('POST', `staff/dishes/${dishOf['Cruzan Grill']}/stock`, tokens.jamal, {
            inStock: false,
          })
        ).answer,
      ON_OTHER_OUTLETS,
    ],
    [
      'Jamal marks a Cruzan add-on out',
      async () =>
        (
          await call('POST', `staff/add-ons/${addOnOf['Cruzan Grill']}/stock`, tokens.jamal, {
            inStock: false,
          })
        ).answer,
      ON_OTHER_OUTLETS,
    ],
    [
      'Leah marks a Cruzan dish out',
      async () =>
        (
          await call('POST', `staff/dishes/${dishOf['Cruzan Grill']}/stock`, tokens.leah, {
            inStock: false,
          })
        ).answer,
      DISH_NOT_FOUND,
    ],
    [
      'Jamal marks a Fish House add-on out',
      async () =>
        (
          await call(
            'POST',
            `staff/add-ons/${addOnOf['Frederiksted Fish House']}/stock`,
            tokens.jamal,
            { inStock: false },
          )
        ).answer,
      ADD_ON_NOT_FOUND,
    ],
    [
      'Jamal closes the other Cruzan outlet',
      async () =>
        (
          await call(
            'POST',
            `staff/outlets/${outlet['Cruzan Grill Christiansted']}/availability`,
            tokens.jamal,
            { emergencyClose: true },
          )
        ).answer,
      RESTAURANT_NOT_FOUND,
    ],
    [
      'the Cruzan owner takes the Fish House off line',
      async () =>
        (
          await call(
            'POST',
            `staff/outlets/${outlet['Frederiksted Fish House']}/availability`,
            tokens.owner,
            { online: false },
          )
        ).answer,
      RESTAURANT_NOT_FOUND,
    ],
    [
      'the Cruzan owner invites staff to the Fish House',
      async () =>
        (
          await call('POST', 'staff/invitations', tokens.owner, {
            role: 'staff',
            outletIds: [outlet['Frederiksted Fish House']],
          })
        ).answer,
      NOT_YOUR_OUTLETS,
    ],
    [
      'the Cruzan owner removes Leah of Buck Island Bites',
      async () => {
        const leah = (await call('GET', 'staff/me', tokens.leah)).answer.member as { id: number };
        return (await call('POST', `staff/members/${leah.id}/remove`, tokens.owner)).answer;
      },
      STAFF_MEMBER_NOT_FOUND,
    ],
  ];

  it.each(cases)('%s: refused, nothing changed', async (_name, attempt, message) => {
    const before = await dbFingerprint(db);
    expect(await attempt()).toEqual(refused(message));
    expect(await dbFingerprint(db)).toEqual(before);
  });
});

/** A valid body for each staff route that takes one: a new route must be added here. */
const BODIES: Record<string, unknown> = {
  'POST /api/v1/staff/dishes/:id/stock': { inStock: false },
  'POST /api/v1/staff/add-ons/:id/stock': { inStock: false },
  'POST /api/v1/staff/outlets/:id/availability': { emergencyClose: true },
  'POST /api/v1/staff/invitations': { role: 'staff', outletIds: [1] },
  'POST /api/v1/staff/orders/:id/advance': {},
  'POST /api/v1/staff/orders/:id/reject': {},
  'POST /api/v1/staff/logout': {},
  'POST /api/v1/staff/members/:id/remove': {},
};
/** The two calls that make a staff session rather than need one. */
const SIGN_IN_CALLS = new Set([
  'POST /api/v1/staff/login',
  'POST /api/v1/staff/invitations/accept',
]);

it("refuses every staff route to a customer's token and to no token, changing nothing", async () => {
  const staffRoutes = server.app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/v1/staff/') && !SIGN_IN_CALLS.has(`${route.method} ${route.url}`),
  );
  expect(staffRoutes.length).toBeGreaterThanOrEqual(10);
  const before = await dbFingerprint(db);
  for (const route of staffRoutes) {
    const key = `${route.method} ${route.url}`;
    const path = route.url
      .replace('/api/v1/', '')
      .replace(':id', String(orderAt['Cruzan Grill Sunny Isle']));
    if (route.method === 'POST') expect([key, key in BODIES]).toEqual([key, true]);
    for (const token of [customerToken, null]) {
      const { status, answer } = await call(
        route.method as 'GET' | 'POST',
        path,
        token,
        BODIES[key],
      );
      expect([key, status, answer]).toEqual([key, 403, refused(STAFF_SIGN_IN_REQUIRED)]);
    }
  }
  expect(await dbFingerprint(db)).toEqual(before);
});

it("refuses an owner's calls to a staff member", async () => {
  const before = await dbFingerprint(db);
  const calls: [string, 'GET' | 'POST', string, unknown?][] = [
    ['members', 'GET', 'staff/members'],
    [
      'invite',
      'POST',
      'staff/invitations',
      { role: 'staff', outletIds: [outlet['Cruzan Grill Sunny Isle']] },
    ],
    ['remove', 'POST', 'staff/members/1/remove'],
  ];
  for (const [name, method, path, body] of calls) {
    const { status, answer } = await call(method, path, tokens.jamal, body);
    expect([name, status, answer]).toEqual([name, 403, refused(OWNER_ONLY)]);
  }
  expect(await dbFingerprint(db)).toEqual(before);
});

it('lets each act for their own outlets', async () => {
  const ok = { error: 'false' };
  const sunnyIsle = orderAt['Cruzan Grill Sunny Isle'];
  expect(
    (await call('POST', `staff/orders/${sunnyIsle}/advance`, tokens.jamal)).answer,
  ).toMatchObject({
    ...ok,
    status: 'confirmed',
  });
  const buckIsland = dishOf['Buck Island Bites'];
  for (const inStock of [false, true]) {
    expect(
      (await call('POST', `staff/dishes/${buckIsland}/stock`, tokens.leah, { inStock })).answer,
    ).toMatchObject(ok);
  }
  // the owner serves both Cruzan outlets, so the restaurant's dishes are theirs to change
  const cruzan = dishOf['Cruzan Grill'];
  expect(
    (await call('POST', `staff/dishes/${cruzan}/stock`, tokens.owner, { inStock: true })).answer,
  ).toMatchObject(ok);
  const christiansted = outlet['Cruzan Grill Christiansted'];
  expect(
    (
      await call('POST', `staff/outlets/${christiansted}/availability`, tokens.owner, {
        online: true,
      })
    ).answer,
  ).toMatchObject({ ...ok, outletId: christiansted });
});

import { UNAUTHENTICATED } from '../src/http/auth';
import type { RouteEntry } from '../src/http/route-table';
import type { OrdersWorld } from './helpers/orders-fixtures';
import { CUSTOMER_ID, openOrdersWorld } from './helpers/orders-fixtures';
import { refusedTokens } from './helpers/refused-tokens';
import { fillPath, plausibleBody } from './helpers/route-probes';

/**
 * SPEC.md §6: only browsing, the sign-in calls and pictures are open to visitors. Every other
 * route of the app's route table answers 'Unauthenticated.' (SPEC.md §8) without a token, and
 * with every token of helpers/refused-tokens (expired, logged out, forged in several ways), so
 * a new route is signed-in-only unless it is added here on purpose.
 */
const OPEN_TO_VISITORS = new Set([
  'GET /images/:file',
  'GET /images/:kind/:file',
  'GET /api/v1/health',
  'GET /api/v1/ready',
  'GET /api/v1/openapi.json',
  'GET /api/v1/getloginSetting',
  'POST /api/v1/listRestaurant',
  'GET /api/v1/listCuisines',
  'POST /api/v1/searchRestaurants',
  'GET /api/v1/getRating',
  'POST /api/v1/sendQuestion',
  'POST /api/v1/CheckAvailability',
  'POST /api/v1/resendOtp',
  'POST /api/v1/forgotPassword',
  'POST /api/v1/otpVerification',
  'POST /api/v1/userPasswordLogin',
  'POST /api/v1/userWithPasswordSignup',
  'POST /api/v1/changePassword',
  'GET /api/v1/outlet-detail/:outletId',
  'GET /api/v1/listMenu/:outletId',
  'POST /api/v1/listDishes',
  // pictures: <img> cannot send a bearer token
  'GET /api/v1/user-image/:id',
  // the sandbox provider's approval page, which the payer's browser opens
  'GET /api/v1/sandbox-pay/approve/:id',
  'GET /api/v1/sandbox-pay/approve/:id/approve',
  'GET /api/v1/sandbox-pay/approve/:id/cancel',
  'GET /api/v1/dev/otp/:phone',
  // a page view's Web Vitals beacon: sendBeacon sends no bearer token
  'POST /api/v1/vitals',
]);

let world: OrdersWorld;
let refused: [string, string][];

beforeAll(async () => {
  world = await openOrdersWorld();
  refused = await refusedTokens(world.db, CUSTOMER_ID, (token) =>
    world.post('logout', { located_at: 'st_croix' }, token),
  );
});
afterAll(() => world?.close());

function call(route: RouteEntry, headers: Record<string, string>): Promise<Response> {
  const path = fillPath(route.url, '1');
  if (route.method === 'GET') return world.server.get(path, headers);
  return world.server.post(path, plausibleBody(route.schema?.body), headers);
}

it('refuses every other route to a visitor and to an expired, logged-out or forged token', async () => {
  // staff calls take a staff sign-in or the staff key instead (staff-scoping.test.ts)
  const guarded = world.server.app.routeTable.filter(
    (route) =>
      !OPEN_TO_VISITORS.has(`${route.method} ${route.url}`) &&
      !route.url.startsWith('/api/v1/staff/'),
  );
  expect(guarded.length).toBeGreaterThanOrEqual(20);
  const answers: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  for (const route of guarded) {
    const callers: [string, Record<string, string>][] = [
      ['visitor', {}],
      ...refused.map(([kind, token]): [string, Record<string, string>] => [
        kind,
        { authorization: `Bearer ${token}` },
      ]),
    ];
    for (const [who, headers] of callers) {
      const key = `${route.method} ${route.url} (${who})`;
      const res = await call(route, headers);
      answers[key] = { status: res.status, body: await res.json() };
      expected[key] = { status: 200, body: { error: 'true', errorMessage: UNAUTHENTICATED } };
    }
  }
  expect(answers).toEqual(expected);
});

import { issueToken, revokeToken } from '../src/auth/tokens';
import { UNAUTHENTICATED } from '../src/http/auth';
import type { RouteEntry } from '../src/http/route-table';
import type { OrdersWorld } from './helpers/orders-fixtures';
import { CUSTOMER_ID, openOrdersWorld } from './helpers/orders-fixtures';
import { fillPath, plausibleBody } from './helpers/route-probes';

/**
 * SPEC.md §6: only browsing, the sign-in calls and pictures are open to visitors. Every other
 * route of the app's route table answers 'Unauthenticated.' (SPEC.md §8) without a token, with
 * a forged one and with one revoked by logout, so a new route is signed-in-only unless it is
 * added here on purpose.
 */
const OPEN_TO_VISITORS = new Set([
  'GET /images/:file',
  'GET /images/:kind/:file',
  'GET /api/v1/health',
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
  // staff calls take the staff key instead (staff-advance.test.ts)
  'POST /api/v1/staff/orders/:id/advance',
  'POST /api/v1/staff/orders/:id/reject',
  'POST /api/v1/staff/dishes/:id/stock',
  'POST /api/v1/staff/add-ons/:id/stock',
  'POST /api/v1/staff/outlets/:id/availability',
  'GET /api/v1/dev/otp/:phone',
]);

let world: OrdersWorld;
let revoked: string;

beforeAll(async () => {
  world = await openOrdersWorld();
  revoked = await issueToken(world.db, CUSTOMER_ID);
  await revokeToken(world.db, revoked);
});
afterAll(() => world?.close());

function call(route: RouteEntry, headers: Record<string, string>): Promise<Response> {
  const path = fillPath(route.url, '1');
  if (route.method === 'GET') return world.server.get(path, headers);
  return world.server.post(path, plausibleBody(route.schema?.body), headers);
}

it('refuses every other route to a visitor, a forged token and a revoked one', async () => {
  const guarded = world.server.app.routeTable.filter(
    (route) => !OPEN_TO_VISITORS.has(`${route.method} ${route.url}`),
  );
  expect(guarded.length).toBeGreaterThanOrEqual(20);
  const answers: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  for (const route of guarded) {
    for (const [who, headers] of [
      ['visitor', {}],
      ['forged', { authorization: 'Bearer forged-token' }],
      ['revoked', { authorization: `Bearer ${revoked}` }],
    ] as const) {
      const key = `${route.method} ${route.url} (${who})`;
      const res = await call(route, headers);
      answers[key] = { status: res.status, body: await res.json() };
      expected[key] = { status: 200, body: { error: 'true', errorMessage: UNAUTHENTICATED } };
    }
  }
  expect(answers).toEqual(expected);
});

import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { issueToken } from '../src/auth/tokens';
import { ORDER_STATUS_EVENT } from '../src/orders/order-room';
import { SOCKET_PATH } from '../src/socket';
import { DEMO } from './helpers/accounts-fixture';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  fillCart,
  openOrdersWorld,
  OTHER_USER_ID,
  STAFF_KEY,
} from './helpers/orders-fixtures';
import { refusedTokens } from './helpers/refused-tokens';

/**
 * Issue 20.6b/c: an order's room pushes the customer's delivery coordinates, so only its
 * owner's live token joins it (trackOrder is the one socket event that needs a sign-in; the
 * outlet rooms carry the public catalogue). An expired, logged-out or forged token, in the
 * handshake or in an Authorization header, and another customer's live token, are refused and
 * hear nothing when the order moves.
 */
let world: OrdersWorld;
let orderId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  world = await openOrdersWorld();
  const outletId = await alwaysOpenOutlet(world.db);
  const lines = await fillCart(world.db, CUSTOMER_ID, outletId);
  const placed = await world.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, lines),
  );
  orderId = placed.orderId;
  expect(orderId).toBeGreaterThan(0);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await world?.close();
});

type Credentials = { auth?: { token: string }; extraHeaders?: Record<string, string> };

/** A tracking socket with these credentials; resolves once connected. */
async function tracker(credentials: Credentials): Promise<Socket> {
  const socket = connect(world.server.origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    ...credentials,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

async function joins(socket: Socket, id: unknown = orderId): Promise<boolean> {
  const answer = (await socket.timeout(5000).emitWithAck('trackOrder', id)) as { joined: boolean };
  return answer.joined;
}

/** What each socket hears of the order while the restaurant moves it on. */
async function heardWhenMoved(watchers: Socket[]): Promise<number[]> {
  const heard = watchers.map(() => 0);
  watchers.forEach((socket, i) =>
    socket.on(ORDER_STATUS_EVENT, (order: { orderId: number }) => {
      if (order.orderId === orderId) heard[i]! += 1;
    }),
  );
  const moved = await world.server.post(
    `staff/orders/${orderId}/advance`,
    {},
    { 'x-staff-key': STAFF_KEY },
  );
  expect(await moved.json()).toMatchObject({ error: 'false' });
  // the push to the owner arrives; the others have had the same time to hear it
  const deadline = Date.now() + 5000;
  while (heard[0] === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 200));
  return heard;
}

it("lets the owner in, and no expired, logged-out or forged token, nor another customer's", async () => {
  const refused = await refusedTokens(world.db, CUSTOMER_ID, (token) =>
    world.post('logout', { located_at: 'st_croix' }, token),
  );
  const owner = await tracker({ auth: { token: world.token } });
  expect(await joins(owner)).toBe(true);

  const outsiders: [string, Socket][] = [
    ['no token', await tracker({})],
    ["another customer's live token", await tracker({ auth: { token: world.otherToken } })],
  ];
  for (const [kind, token] of refused) {
    outsiders.push([`${kind} (handshake)`, await tracker({ auth: { token } })]);
    outsiders.push([
      `${kind} (header)`,
      await tracker({ extraHeaders: { authorization: `Bearer ${token}` } }),
    ]);
  }
  const answers: Record<string, boolean> = {};
  for (const [kind, socket] of outsiders) answers[kind] = await joins(socket);
  expect(answers).toEqual(Object.fromEntries(outsiders.map(([kind]) => [kind, false])));

  const heard = await heardWhenMoved([owner, ...outsiders.map(([, socket]) => socket)]);
  expect(heard).toEqual([1, ...outsiders.map(() => 0)]);
});

it("refuses the owner's token for another customer's order, and ids that name no order", async () => {
  const other = await tracker({ auth: { token: world.otherToken } });
  // the other customer's order, written as it is stored (they have no saved card to pay with)
  const [othersOrder] = await world.db.query<{ id: number }>(
    `INSERT INTO orders (user_id, outlet_id, order_type, idempotency_key, subtotal_cents,
                         net_amount_cents, payment_method)
     SELECT $1, outlet_id, order_type, 'another-customer', subtotal_cents, net_amount_cents,
            payment_method FROM orders WHERE id = $2
     RETURNING id`,
    [OTHER_USER_ID, orderId],
  );
  const owner = await tracker({ auth: { token: world.token } });
  const answers = {
    "another's order": await joins(owner, othersOrder!.id),
    'a string': await joins(owner, `${orderId} OR 1=1`),
    'an object': await joins(owner, { id: orderId }),
    'no order': await joins(owner, 2_000_000_000),
  };
  expect(answers).toEqual({
    "another's order": false,
    'a string': false,
    'an object': false,
    'no order': false,
  });
  // and the other customer still cannot join this one
  expect(await joins(other)).toBe(false);
});

/** Resolves when the server has cut the socket off; fails after 5 s. */
function disconnected(socket: Socket): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not disconnected')), 5000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

// Issue 33, item 9: a joined room kept hearing the order after its token was revoked.
it("cuts off a logged-out session's sockets, and on a password reset every other session's", async () => {
  const [loggedOut, resetAway, kept] = await Promise.all(
    [1, 2, 3].map(() => issueToken(world.db, CUSTOMER_ID)),
  );
  const sockets = {
    loggedOut: await tracker({ auth: { token: loggedOut! } }),
    resetAway: await tracker({ extraHeaders: { authorization: `Bearer ${resetAway!}` } }),
    kept: await tracker({ auth: { token: kept! } }),
  };
  for (const socket of Object.values(sockets)) expect(await joins(socket)).toBe(true);

  const loggedOutCut = disconnected(sockets.loggedOut);
  expect(await world.post('logout', {}, loggedOut)).toMatchObject({ error: 'false' });
  expect(await loggedOutCut).toBe('io server disconnect');
  expect([sockets.resetAway.connected, sockets.kept.connected]).toEqual([true, true]);

  // forgotPassword, then changePassword from the kept session: the others end
  const phone = { mobileNumber: DEMO.mobileNumber, countryCode: DEMO.countryCode };
  expect(await world.post('forgotPassword', phone, null)).toMatchObject({ error: 'false' });
  const { otp } = await world.get<{ otp: string }>(`dev/otp/${phone.mobileNumber}`, null);
  const verified = await world.post('otpVerification', {
    ...phone,
    otpNumber: otp,
    type: 'forgot',
  });
  expect(verified).toMatchObject({ error: 'false' });
  const resetAwayCut = disconnected(sockets.resetAway);
  const change = { ...phone, otpNumber: otp, password: 'newpass1', confirmPassword: 'newpass1' };
  expect(await world.post('changePassword', change, kept)).toMatchObject({ error: 'false' });
  expect(await resetAwayCut).toBe('io server disconnect');
  expect(sockets.kept.connected).toBe(true);

  const heard = await heardWhenMoved([sockets.kept, sockets.loggedOut, sockets.resetAway]);
  expect(heard).toEqual([1, 0, 0]);
});

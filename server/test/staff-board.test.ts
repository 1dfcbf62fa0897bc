import { BOARD_ORDER_EVENT, WATCH_BOARD_EVENT } from '@island-eats/api-client/staff';
import { io as connectSocket } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { hashPassword } from '../src/auth/password';
import { REASON_REQUIRED } from '../src/routes/staff';
import { SOCKET_PATH } from '../src/socket';
import type { BoardOrder } from '../src/staff/board-order';
import { startAutoProgress } from '../src/staff/auto-progress';
import { issueStaffToken } from '../src/staff/staff-sessions';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  intentsOf,
  openOrdersWorld,
  placePaidOrder,
  refunded,
} from './helpers/orders-fixtures';
import { trackOrder } from './helpers/order-tracker';

// Issue 36: the restaurant's live order board. A new order reaches every open board of its
// outlet within a second; accept (with a preparation time), ready and handed over reach the
// customer's tracker; a stale board or a second tablet acting again is refused clearly; a
// refusal refunds the customer once.

jest.setTimeout(60_000);

let world: OrdersWorld;
let outletId: number;
let staffId: number;
let staffToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
  const [member] = await world.db.query<{ id: number }>(
    `INSERT INTO staff_members (restaurant_id, role, name, country_code, mobile_number, password_hash)
     SELECT restaurant_id, 'staff', 'Board Cook', '+1', '3405550298', $2 FROM outlets WHERE id = $1
     RETURNING id`,
    [outletId, await hashPassword('kitchen1')],
  );
  await world.db.query('INSERT INTO staff_member_outlets (staff_id, outlet_id) VALUES ($1, $2)', [
    member!.id,
    outletId,
  ]);
  staffId = member!.id;
  staffToken = await issueStaffToken(world.db, staffId);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await world?.close();
});

/** A staff token of a member of some other outlet (the demo's Buck Island Bites, say). */
async function memberOfAnotherOutlet(): Promise<string> {
  const [other] = await world.db.query<{ id: number }>(
    `SELECT m.id FROM staff_members m JOIN staff_member_outlets s ON s.staff_id = m.id
      WHERE s.outlet_id <> $1 AND m.role = 'staff' ORDER BY m.id LIMIT 1`,
    [outletId],
  );
  return issueStaffToken(world.db, other!.id);
}

/** A tablet's board: its socket in the member's board rooms, and what it has heard. */
async function openBoard(token = staffToken) {
  const socket = connectSocket(world.server.origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
  });
  sockets.push(socket);
  const heard: BoardOrder[] = [];
  socket.on(BOARD_ORDER_EVENT, (order: BoardOrder) => heard.push(order));
  const joined = await socket.emitWithAck(WATCH_BOARD_EVENT);
  return { socket, joined, heard };
}

async function until(check: () => boolean, withinMs = 1000) {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const asStaff = async (path: string, body: unknown = {}) => {
  const response = await world.server.post(path, body, { authorization: `Bearer ${staffToken}` });
  return (await response.json()) as Record<string, unknown>;
};

it('rings two boards within a second, and moves the order on as the tracker sees it', async () => {
  const first = await openBoard();
  const second = await openBoard();
  expect([first.joined, second.joined]).toEqual([{ joined: true }, { joined: true }]);
  // a customer's token joins no board; another outlet's member hears nothing of this one
  expect((await openBoard(world.token)).joined).toEqual({ joined: false });
  const elsewhere = await openBoard(await memberOfAnotherOutlet());
  expect(elsewhere.joined).toEqual({ joined: true });

  const { orderId } = await placePaidOrder(world, outletId);
  await until(() => first.heard.length === 1 && second.heard.length === 1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(elsewhere.heard).toEqual([]);
  expect(first.heard[0]).toMatchObject({
    orderId,
    outletId,
    status: 'placed',
    orderType: 'Take Out',
    customerFirstName: 'Demo',
    lines: [expect.objectContaining({ quantity: 1, addOns: [] }), expect.anything()],
  });

  const board = (await (
    await world.server.get('staff/board', { authorization: `Bearer ${staffToken}` })
  ).json()) as { orders: BoardOrder[]; today: { outletId: number; orders: number }[] };
  expect(board.orders.find((order) => order.orderId === orderId)).toEqual(first.heard[0]);
  expect(board.today).toEqual([expect.objectContaining({ outletId, orders: expect.any(Number) })]);
  expect(board.today[0]!.orders).toBeGreaterThanOrEqual(1);

  const tracker = await trackOrder(world.server.origin, world.token, orderId);
  const accepted = tracker.nextPush();
  const [once, twice] = await Promise.all([
    asStaff(`staff/orders/${orderId}/advance`, { from: 'placed', preparationMinutes: 15 }),
    asStaff(`staff/orders/${orderId}/advance`, { from: 'placed', preparationMinutes: 20 }),
  ]);
  expect([once, twice].map((a) => a.errorMessage).sort()).toEqual([
    '',
    'This order was already accepted.',
  ]);
  expect(await accepted).toMatchObject({
    status: 'confirmed',
    restaurantConfirmedDescription: expect.stringMatching(
      /^Your order is being prepared\. It will be ready at about \d{1,2}:\d\d [AP]M\.$/,
    ),
  });
  await until(() => second.heard.length === 2);
  expect(second.heard[1]).toMatchObject({ status: 'confirmed' });
  expect([15, 20]).toContain(second.heard[1]!.preparationMinutes);

  // a board that still shows it as placed cannot refuse it now
  expect(
    await asStaff(`staff/orders/${orderId}/reject`, { from: 'placed', reason: 'Closing' }),
  ).toMatchObject({
    error: 'true',
    errorMessage: 'This order was already accepted.',
  });
  for (const [from, to] of [
    ['confirmed', 'ready_for_pickup'],
    ['ready_for_pickup', 'picked_up'],
  ]) {
    const pushed = tracker.nextPush();
    expect(await asStaff(`staff/orders/${orderId}/advance`, { from })).toMatchObject({
      status: to,
    });
    expect(await pushed).toMatchObject({ status: to });
  }
  await until(() => first.heard.length === 4);
  expect(first.heard.map((order) => order.status)).toEqual([
    'placed',
    'confirmed',
    'ready_for_pickup',
    'picked_up',
  ]);
  tracker.close();
});

it('refuses with a reason the customer reads, and refunds once however often it is pressed', async () => {
  const { orderId, chargeId } = await placePaidOrder(world, outletId);
  expect(await asStaff(`staff/orders/${orderId}/reject`, { from: 'placed', reason: '  ' })).toEqual(
    {
      error: 'true',
      errorMessage: REASON_REQUIRED,
    },
  );
  const answers = await Promise.all(
    [1, 2, 3].map(() =>
      asStaff(`staff/orders/${orderId}/reject`, { from: 'placed', reason: 'We ran out of fish.' }),
    ),
  );
  expect(answers.filter((a) => a.error === 'false')).toHaveLength(1);
  expect(answers.filter((a) => a.error === 'true').map((a) => a.errorMessage)).toEqual([
    'This order was already refused.',
    'This order was already refused.',
  ]);
  expect(await refunded(world.db, chargeId)).toBe(true);
  expect(await intentsOf(world.db, orderId)).toEqual(['refunded']);
  const tracked = await world.post<{ ordersDetails: Record<string, unknown> }>('trackOrders', {
    orderId,
  });
  expect(tracked.ordersDetails).toMatchObject({
    status: 'rejected',
    restaurantConfirmedDescription:
      'Sorry, the restaurant could not take your order: We ran out of fish.',
    refundMessage: expect.stringMatching(/refunded/),
  });
});

it("signing out closes that sign-in's boards, and only those", async () => {
  // the same member on two tablets: one signs out
  const leavingToken = await issueStaffToken(world.db, staffId);
  const leaving = await openBoard(leavingToken);
  const staying = await openBoard();
  const answer = await world.server.post(
    'staff/logout',
    {},
    { authorization: `Bearer ${leavingToken}` },
  );
  expect(await answer.json()).toMatchObject({ error: 'false' });
  await until(() => !leaving.socket.connected);
  expect(staying.socket.connected).toBe(true);
});

it("the demo's stand-in for staff leaves an outlet's orders to its open board", async () => {
  const board = await openBoard();
  expect(board.joined).toEqual({ joined: true });
  const { orderId } = await placePaidOrder(world, outletId);
  const statusOf = async () =>
    (
      await world.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])
    )[0]?.status;
  const stop = startAutoProgress(world.db, world.server.app.io, 20);
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf()).toBe('placed');
    // the board closed (the last tablet went home): the stand-in takes over again
    for (const socket of sockets) socket.close();
    for (let i = 0; i < 100 && (await statusOf()) === 'placed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await statusOf()).not.toBe('placed');
  } finally {
    stop();
  }
});

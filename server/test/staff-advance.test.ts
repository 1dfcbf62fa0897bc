import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { nextStatus } from '../src/orders/order-status';
import { startAutoProgress } from '../src/staff/auto-progress';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  fillCart,
  openOrdersWorld,
  placePaidOrder,
  STAFF_KEY,
} from './helpers/orders-fixtures';

jest.setTimeout(60_000);

let world: OrdersWorld;
let outletId: number;

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
});
afterAll(() => world?.close());

const staff = async (orderId: number | string, action: string, key: string | null = STAFF_KEY) => {
  const response = await world.server.post(
    `staff/orders/${orderId}/${action}`,
    {},
    key ? { 'x-staff-key': key } : {},
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

it('follows the lifecycle rules', () => {
  expect(nextStatus('placed', 'Take Out')).toBe('confirmed');
  expect(nextStatus('confirmed', 'Take Out')).toBe('ready_for_pickup');
  expect(nextStatus('ready_for_pickup', 'Take Out')).toBe('picked_up');
  expect(nextStatus('picked_up', 'Take Out')).toBeNull();
  expect(nextStatus('picked_up', 'Delivery')).toBe('delivered');
  expect(nextStatus('delivered', 'Delivery')).toBeNull();
  expect(nextStatus('rejected', 'Delivery')).toBeNull();
});

it('moves a Take Out order to picked up, stamping each step, then stops', async () => {
  const { orderId } = await placePaidOrder(world, outletId);
  for (const status of ['confirmed', 'ready_for_pickup', 'picked_up']) {
    expect(await staff(orderId, 'advance')).toEqual({
      status: 200,
      body: { error: 'false', errorMessage: '', orderId, status },
    });
  }
  expect((await staff(orderId, 'advance')).body).toMatchObject({ error: 'true' });
  const tracked = await world.post<{ ordersDetails: Record<string, unknown> }>('trackOrders', {
    orderId,
  });
  expect(tracked.ordersDetails).toMatchObject({
    status: 'picked_up',
    orderConfirmed: 1,
    orderPickedUp: 1,
    orderConfirmedTime: expect.stringMatching(/^\d{1,2}:\d{2} [AP]M$/),
    orderPickedupTime: expect.stringMatching(/^\d{1,2}:\d{2} [AP]M$/),
  });
});

it('takes a Delivery order on to delivered', async () => {
  const { orderId } = await placePaidOrder(world, outletId, 'Delivery');
  for (let i = 0; i < 4; i++) await staff(orderId, 'advance');
  const [row] = await world.db.query<{ status: string }>(
    'SELECT status FROM orders WHERE id = $1',
    [orderId],
  );
  expect(row?.status).toBe('delivered');
});

it('rejects only a placed order', async () => {
  const { orderId } = await placePaidOrder(world, outletId);
  expect((await staff(orderId, 'reject')).body).toMatchObject({
    error: 'false',
    status: 'rejected',
  });
  expect((await staff(orderId, 'reject')).body).toMatchObject({ error: 'true' });
  expect((await staff(orderId, 'advance')).body).toMatchObject({ error: 'true' });
  const tracked = await world.post<{ ordersDetails: Record<string, unknown> }>('trackOrders', {
    orderId,
  });
  expect(tracked.ordersDetails).toMatchObject({
    orderRejected: 1,
    rejectedTime: expect.stringMatching(/M$/),
  });
});

it('refuses a missing or wrong staff key with 403, and an unknown order', async () => {
  expect((await staff(1, 'advance', null)).status).toBe(403);
  expect((await staff(1, 'advance', 'guess')).status).toBe(403);
  expect((await staff(999999, 'advance')).body).toMatchObject({
    error: 'true',
    errorMessage: 'Order not found.',
  });
  expect((await staff('abc', 'advance')).status).toBe(422);
});

it('pushes orderStatus to the order room on each change, only to its owner', async () => {
  const { orderId } = await placePaidOrder(world, outletId);
  const join = async (token: string) => {
    const socket: Socket = connect(world.server.origin, {
      path: '/prodsocket/io',
      transports: ['websocket'],
      auth: { token },
    });
    const answer = await new Promise<{ joined: boolean }>((resolve, reject) => {
      socket.on('connect_error', reject);
      socket.emit('trackOrder', orderId, resolve);
    });
    return { socket, joined: answer.joined };
  };
  const owner = await join(world.token);
  const stranger = await join(world.otherToken);
  try {
    expect(owner.joined).toBe(true);
    expect(stranger.joined).toBe(false);
    const strangerHeard = jest.fn();
    stranger.socket.on('orderStatus', strangerHeard);
    const pushed = new Promise<Record<string, unknown>>((resolve) =>
      owner.socket.once('orderStatus', resolve),
    );
    await staff(orderId, 'advance');
    expect(await pushed).toMatchObject({ orderId, status: 'confirmed', orderConfirmed: 1 });
    expect(strangerHeard).not.toHaveBeenCalled();
  } finally {
    owner.socket.close();
    stranger.socket.close();
  }
});

it('auto-progress moves new orders along on each tick, leaving the seeded history alone', async () => {
  const { orderId } = await placePaidOrder(world, outletId);
  const stop = startAutoProgress(world.db, world.server.app.io, 30);
  try {
    const statusOf = async (id: number) =>
      (await world.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]
        ?.status;
    for (let i = 0; i < 100 && (await statusOf(orderId)) !== 'picked_up'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(await statusOf(orderId)).toBe('picked_up');
    // seeded order 4 is a demo Delivery still 'confirmed'
    expect(await statusOf(4)).toBe('confirmed');
  } finally {
    stop();
  }
});

describe('live stock and availability', () => {
  const change = async (path: string, body: object, key: string | null = STAFF_KEY) => {
    const response = await world.server.post(path, body, key ? { 'x-staff-key': key } : {});
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('a dish out of stock is refused at the next confirmation, and back in stock again', async () => {
    const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
    const [line] = await world.db.query<{ dishId: number }>(
      'SELECT dish_id AS "dishId" FROM cart_lines WHERE id = $1',
      [cartIds[0]],
    );
    const dish = line!.dishId;
    expect(await change(`staff/dishes/${dish}/stock`, { inStock: false }, 'wrong')).toMatchObject({
      status: 403,
    });
    expect((await change(`staff/dishes/${dish}/stock`, { inStock: false })).body).toMatchObject({
      error: 'false',
      inStock: false,
    });
    expect(await world.post('orderConfirm', confirmPayload(outletId, cartIds))).toMatchObject({
      error: 'true',
      errorMessage: 'Some of your order items are Out of Stock.',
    });
    await change(`staff/dishes/${dish}/stock`, { inStock: true });
    expect(await world.post('orderConfirm', confirmPayload(outletId, cartIds))).toMatchObject({
      error: 'false',
    });
  });

  it('an outlet closed for an emergency takes no order until it opens again', async () => {
    const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
    expect(
      (await change(`staff/outlets/${outletId}/availability`, { emergencyClose: true })).body,
    ).toMatchObject({ error: 'false', emergencyClose: true });
    expect(await world.post('orderConfirm', confirmPayload(outletId, cartIds))).toMatchObject({
      error: 'true',
      errorMessage: 'validation.outletNotAvailable',
    });
    await change(`staff/outlets/${outletId}/availability`, { emergencyClose: false });
    expect(await world.post('orderConfirm', confirmPayload(outletId, cartIds))).toMatchObject({
      error: 'false',
    });
    expect(
      (await change('staff/outlets/999999/availability', { online: true })).body,
    ).toMatchObject({ error: 'true', errorMessage: 'Restaurant not found.' });
  });
});

import { DRIVE_MS, driverFix } from '../src/orders/driver-trip';
import type { OrderRow } from '../src/orders/order-rows';
import { startAutoProgress } from '../src/staff/auto-progress';
import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
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

const advance = (orderId: number, times: number) =>
  Array.from({ length: times }).reduce<Promise<unknown>>(
    (before) =>
      before.then(() =>
        world.server.post(`staff/orders/${orderId}/advance`, {}, { 'x-staff-key': STAFF_KEY }),
      ),
    Promise.resolve(),
  );

/** Puts the pickup `msAgo` into the past, as if the driver had left then. */
const leftAgo = (orderId: number, msAgo: number) =>
  world.db.query('UPDATE orders SET picked_up_at = $2 WHERE id = $1', [
    orderId,
    new Date(Date.now() - msAgo),
  ]);

type Tracked = Record<string, number | string | null>;
const track = async (orderId: number) =>
  (await world.post<{ ordersDetails: Tracked }>('trackOrders', { orderId })).ordersDetails;

describe('driverFix', () => {
  const order = {
    orderType: 'Delivery',
    status: 'picked_up',
    outletLatitude: 17.7,
    outletLongitude: -64.8,
    deliveryLatitude: 17.8,
    deliveryLongitude: -64.6,
    staffLatitude: 17.75,
    staffLongitude: -64.7,
    pickedUpAt: new Date('2026-01-01T12:00:00Z'),
  } as OrderRow;
  const at = (ms: number) => new Date(order.pickedUpAt!.getTime() + ms);

  it('drives from the restaurant to the customer over the planned trip', () => {
    expect(driverFix(order, at(0))).toMatchObject({ latitude: 17.7, longitude: -64.8 });
    expect(driverFix(order, at(DRIVE_MS / 2))).toEqual({
      latitude: 17.75,
      longitude: -64.7,
      arrivesAt: at(DRIVE_MS),
    });
    expect(driverFix(order, at(DRIVE_MS * 3))).toMatchObject({ latitude: 17.8, longitude: -64.6 });
  });

  it('is at the customer once delivered, with the driver before pickup, nowhere for Take Out', () => {
    expect(driverFix({ ...order, status: 'delivered' }, at(5))).toEqual({
      latitude: 17.8,
      longitude: -64.6,
      arrivesAt: null,
    });
    expect(driverFix({ ...order, status: 'confirmed', pickedUpAt: null }, at(0))).toEqual({
      latitude: 17.75,
      longitude: -64.7,
      arrivesAt: null,
    });
    expect(driverFix({ ...order, orderType: 'Take Out' }, at(0))).toBeNull();
  });
});

describe('tracking a Delivery order', () => {
  it('moves the driver along the route with an ETA while on the way', async () => {
    const { orderId } = await placePaidOrder(world, outletId, 'Delivery');
    const before = await track(orderId);
    expect(before).not.toHaveProperty('driverEta');
    expect(before.outletAddress).toEqual(expect.stringMatching(/\w/));

    await advance(orderId, 3);
    await leftAgo(orderId, DRIVE_MS / 2);
    const halfway = await track(orderId);
    expect(halfway).toMatchObject({
      status: 'picked_up',
      driverEta: expect.stringMatching(/^\d{1,2}:\d{2} [AP]M$/),
    });
    expect(halfway.driverEtaSeconds).toBeGreaterThan(20);
    expect(halfway.driverEtaSeconds).toBeLessThanOrEqual(30);
    const middle = (a: number, b: number) => (a + b) / 2;
    expect(halfway.deliveryStaffLatitude).toBeCloseTo(
      middle(Number(halfway.outletlatitude), Number(halfway.userLatitude)),
      2,
    );
    expect(halfway.deliveryStaffLongitude).toBeCloseTo(
      middle(Number(halfway.outletLongitude), Number(halfway.userLongitude)),
      2,
    );

    await advance(orderId, 1);
    const delivered = await track(orderId);
    expect(delivered).not.toHaveProperty('driverEta');
    expect([delivered.deliveryStaffLatitude, delivered.deliveryStaffLongitude]).toEqual([
      delivered.userLatitude,
      delivered.userLongitude,
    ]);
  });

  it("lists the delivery address and the card's last four in the history", async () => {
    const { orderId } = await placePaidOrder(world, outletId, 'Delivery');
    const { orderId: takeOut } = await placePaidOrder(world, outletId, 'Take Out');
    const { pastOrders } = await world.get<{ pastOrders: Record<string, unknown>[] }>(
      'listPastOrders',
    );
    const delivery = pastOrders.find((order) => order.orderId === orderId);
    expect(delivery).toMatchObject({
      deliveryAddress: expect.stringMatching(/\w/),
      cardLastFour: '4242',
    });
    const pickup = pastOrders.find((order) => order.orderId === takeOut);
    expect(pickup).not.toHaveProperty('deliveryAddress');
  });

  it('auto-progress delivers only once the drive is over', async () => {
    const { orderId } = await placePaidOrder(world, outletId, 'Delivery');
    await advance(orderId, 3);
    const statusOf = async () =>
      (
        await world.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
          orderId,
        ])
      )[0]?.status;
    const tickFor = async (ms: number) => {
      const stop = startAutoProgress(world.db, world.server.app.io, 20);
      await new Promise((resolve) => setTimeout(resolve, ms));
      stop();
    };
    await tickFor(150);
    expect(await statusOf()).toBe('picked_up');
    await leftAgo(orderId, DRIVE_MS + 1000);
    await tickFor(150);
    expect(await statusOf()).toBe('delivered');
  });
});

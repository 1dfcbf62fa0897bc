import type { OrdersWorld } from './helpers/orders-fixtures';
import {
  alwaysOpenOutlet,
  confirmPayload,
  CUSTOMER_ID,
  fillCart,
  openOrdersWorld,
} from './helpers/orders-fixtures';

jest.setTimeout(60_000);

let world: OrdersWorld;
let newOrderId: number;

beforeAll(async () => {
  world = await openOrdersWorld();
  const outletId = await alwaysOpenOutlet(world.db);
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  const placed = await world.post<{ orderId: number }>(
    'orderConfirm',
    confirmPayload(outletId, cartIds),
  );
  newOrderId = placed.orderId;
});
afterAll(() => world?.close());

interface PastOrders {
  error: string;
  pastOrders: {
    orderId: number;
    displaydate: string;
    displayNetAmount: string;
    isdelivered: string;
    isRated: number;
    buttonName: string;
    order_type: string;
    tip_after_order: number;
    tip: string;
    deliveryStaffName: string | null;
    deliveryStaffProfileImage: string | null;
    orderDetails: {
      displayOrderId: string;
      displayTotalItems: string;
      outletName: string;
      dishes: { dishplayDish: string; displayPrice: string; customisationItems: string[] }[];
      charges: { displayKey: string; displayValue: string }[];
    };
  }[];
}

it("lists the caller's orders newest first in the SPEC §3 shape", async () => {
  const answer = await world.get<PastOrders>('listPastOrders?located_at=st_croix');
  expect(answer.error).toBe('false');
  const [newest, ...older] = answer.pastOrders;
  expect(newest).toMatchObject({
    orderId: newOrderId,
    isdelivered: 'false',
    isRated: 0,
    buttonName: 'TRACK ORDER',
    order_type: 'Take Out',
    tip: '0.00',
    displayNetAmount: expect.stringMatching(/^\$\d+\.\d{2}$/),
    displaydate: expect.stringMatching(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M$/),
  });
  expect(newest?.orderDetails.charges.at(-1)).toEqual({
    displayKey: 'Total',
    displayValue: newest?.displayNetAmount,
  });
  // the seeded history follows: a rated pickup, a rejected order (CANCELLED), a driver's photo
  expect(older.length).toBeGreaterThan(2);
  const rated = older.find((o) => o.isRated === 1);
  expect(rated).toMatchObject({ isdelivered: 'true', buttonName: 'COMPLETED' });
  expect(rated?.orderDetails.dishes[0]?.customisationItems.length).toBeGreaterThan(0);
  expect(older.find((o) => o.buttonName === 'CANCELLED')).toBeDefined();
  const delivery = older.find((o) => o.order_type === 'Delivery' && o.isdelivered === 'true');
  expect(delivery?.deliveryStaffName).toBeTruthy();
  expect(delivery?.deliveryStaffProfileImage).toMatch(/^http.+\/images\/staff\//);
  const ids = answer.pastOrders.map((o) => o.orderId);
  expect(ids[0]).toBe(Math.max(...ids));
});

it('shows another user none of them', async () => {
  expect((await world.get<PastOrders>('listPastOrders', world.otherToken)).pastOrders).toEqual([]);
});

it('tracks an order with tracker times as h:mm A or 00:00', async () => {
  const answer = await world.post<{ error: string; ordersDetails: Record<string, unknown> }>(
    'trackOrders',
    {
      located_at: 'st_croix',
      orderId: newOrderId,
    },
  );
  expect(answer.error).toBe('false');
  expect(answer.ordersDetails).toMatchObject({
    status: 'placed',
    order_type: 'Take Out',
    orderReceived: 1,
    orderConfirmed: 0,
    orderRejected: 0,
    orderPickedUp: 0,
    receivedTime: expect.stringMatching(/^\d{1,2}:\d{2} [AP]M$/),
    orderConfirmedTime: '00:00',
    rejectedTime: '00:00',
    readyForPickupTime: '00:00',
    orderPickedupTime: '00:00',
    orderItems: 3,
    userLatitude: null,
    outletlatitude: expect.any(Number),
  });
  expect(answer.ordersDetails.displayOrderId).toMatch(/^#IE\d{5}$/);
  expect(answer.ordersDetails.dishes).toHaveLength(2);
});

it("answers Order not found. for another user's or an unknown order, never 5xx", async () => {
  for (const [orderId, token] of [
    [newOrderId, world.otherToken],
    [999999, world.token],
    [-1, world.token],
    ['abc', world.token],
    [1e30, world.token],
  ] as const) {
    const response = await world.server.post('trackOrders', { orderId }, world.auth(token));
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ error: 'true' });
  }
  expect(await world.post('trackOrders', { orderId: newOrderId }, world.otherToken)).toMatchObject({
    errorMessage: 'Order not found.',
  });
});

it('answers Unauthenticated. to history and tracking without a token', async () => {
  expect(await world.get('listPastOrders', null)).toMatchObject({
    errorMessage: 'Unauthenticated.',
  });
  expect(await world.post('trackOrders', { orderId: newOrderId }, 'bad')).toMatchObject({
    errorMessage: 'Unauthenticated.',
  });
});

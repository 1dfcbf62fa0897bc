import {
  MAX_WATCHED_OUTLETS,
  OUTLET_CHANGED_EVENT,
  UNWATCH_OUTLET_EVENT,
  WATCH_OUTLET_EVENT,
} from '@island-eats/api-client';
import { io as connect } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { Db } from '../src/db/db';
import { alwaysOpenOutlet } from './helpers/orders-fixtures';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

// Staff change stock and availability live: every page watching an outlet (menu, details,
// cart) hears of it over the socket that tracks orders, and its next read shows it.

const STAFF = { 'x-staff-key': 'push-test-staff-key' };

let db: Db;
let server: TestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  db = await openSeededDb();
  server = await startTestServer({ db, staffKey: STAFF['x-staff-key'] });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
  await db?.close();
});

async function watcher(...outletIds: number[]) {
  const socket = connect(server.origin, { path: '/prodsocket/io', transports: ['websocket'] });
  sockets.push(socket);
  const heard: number[] = [];
  socket.on(OUTLET_CHANGED_EVENT, (change: { outletId: number }) => heard.push(change.outletId));
  const joined: boolean[] = [];
  for (const outletId of outletIds) joined.push(await ack(socket, outletId));
  return { socket, heard, joined };
}

async function ack(socket: Socket, outletId: unknown): Promise<boolean> {
  return ((await socket.emitWithAck(WATCH_OUTLET_EVENT, outletId)) as { joined: boolean }).joined;
}

async function until(check: () => boolean) {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('no push within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function staff(path: string, body: object) {
  const answer = (await (await server.post(path, body, STAFF)).json()) as Record<string, unknown>;
  expect(answer.error).toBe('false');
}

it("pushes a dish's and an add-on's stock to every outlet of the restaurant, and nowhere else", async () => {
  const outletId = await alwaysOpenOutlet(db);
  const [dish] = await db.query<{ id: number; restaurant_id: number }>(
    `SELECT d.id, d.restaurant_id FROM dishes d JOIN outlets o ON o.restaurant_id = d.restaurant_id
      WHERE o.id = $1 ORDER BY d.id LIMIT 1`,
    [outletId],
  );
  const sameRestaurant = await db.query<{ id: number }>(
    'SELECT id FROM outlets WHERE restaurant_id = $1 ORDER BY id',
    [dish?.restaurant_id],
  );
  const [elsewhere] = await db.query<{ id: number }>(
    'SELECT id FROM outlets WHERE restaurant_id <> $1 ORDER BY id LIMIT 1',
    [dish?.restaurant_id],
  );
  const menuPage = await watcher(outletId);
  const otherPage = await watcher(elsewhere?.id as number);
  expect([menuPage.joined, otherPage.joined]).toEqual([[true], [true]]);

  await staff(`staff/dishes/${dish?.id}/stock`, { inStock: false });
  await until(() => menuPage.heard.length === 1);
  expect(menuPage.heard).toEqual([outletId]);
  const menu = (await (await server.get(`listMenu/${outletId}`)).json()) as {
    menu: { categoryValues: { dishId: number; stock_status: number }[] }[];
  };
  const listed = menu.menu.flatMap((c) => c.categoryValues).find((d) => d.dishId === dish?.id);
  expect(listed?.stock_status).toBe(1);
  await staff(`staff/dishes/${dish?.id}/stock`, { inStock: true });
  await until(() => menuPage.heard.length === 2);

  const [addOn] = await db.query<{ id: number; outlet_id: number }>(
    `SELECT i.id FROM customisation_items i JOIN customisation_groups g ON g.id = i.group_id
       JOIN dishes d ON d.id = g.dish_id WHERE d.restaurant_id = $1 ORDER BY i.id LIMIT 1`,
    [dish?.restaurant_id],
  );
  if (addOn) {
    await staff(`staff/add-ons/${addOn.id}/stock`, { inStock: false });
    await until(() => menuPage.heard.length === 3);
    await staff(`staff/add-ons/${addOn.id}/stock`, { inStock: true });
    await until(() => menuPage.heard.length === 4);
  }
  expect(sameRestaurant.map((o) => o.id)).toContain(outletId);
  expect(otherPage.heard).toEqual([]);
});

it('pushes an emergency close and a return on line to the outlet watched', async () => {
  const outletId = await alwaysOpenOutlet(db);
  const page = await watcher(outletId);
  await staff(`staff/outlets/${outletId}/availability`, { emergencyClose: true });
  await until(() => page.heard.length === 1);
  await staff(`staff/outlets/${outletId}/availability`, { emergencyClose: false });
  await until(() => page.heard.length === 2);
  expect(page.heard).toEqual([outletId, outletId]);

  page.socket.emit(UNWATCH_OUTLET_EVENT, outletId);
  const still = await watcher(outletId);
  await staff(`staff/outlets/${outletId}/availability`, { online: true });
  await until(() => still.heard.length === 1);
  expect(page.heard).toHaveLength(2);
});

it('answers unknown ids without a push, and bounds what one socket may watch', async () => {
  const missing = async (path: string) =>
    (await (await server.post(path, { inStock: false }, STAFF)).json()) as Record<string, unknown>;
  expect(await missing('staff/dishes/999999/stock')).toMatchObject({
    error: 'true',
    errorMessage: 'Dish not found.',
  });
  expect(await missing('staff/add-ons/999999/stock')).toMatchObject({
    error: 'true',
    errorMessage: 'Add-on not found.',
  });
  const { socket } = await watcher();
  expect(await ack(socket, 'abc')).toBe(false);
  expect(await ack(socket, -1)).toBe(false);
  for (let id = 1; id <= MAX_WATCHED_OUTLETS; id += 1) expect(await ack(socket, id)).toBe(true);
  expect(await ack(socket, 1)).toBe(true); // one it watches already
  expect(await ack(socket, MAX_WATCHED_OUTLETS + 1)).toBe(false);
});

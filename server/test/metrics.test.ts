import type { Server } from 'node:http';
import { startMetricsServer } from '../src/metrics/metrics-server';
import type { OrdersWorld } from './helpers/orders-fixtures';
import { alwaysOpenOutlet, openOrdersWorld, placePaidOrder } from './helpers/orders-fixtures';

// Issue 38 (the start of it) and issue 37's measuring: the API's figures in Prometheus' format
// on a port of their own. An order placed moves its request count, and the database's wait and
// work are counted.

let world: OrdersWorld;
let metrics: Server;
let metricsUrl: string;

beforeAll(async () => {
  world = await openOrdersWorld();
  metrics = await startMetricsServer(0, '127.0.0.1');
  metricsUrl = `http://127.0.0.1:${(metrics.address() as { port: number }).port}/metrics`;
});
afterAll(async () => {
  metrics?.close();
  await world?.close();
});

/** The value of a sample, by its name with labels as Prometheus prints them (0 when absent). */
async function sample(name: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

// the suite runs on PGlite, and on Postgres as TEST_DATABASE says (jest.postgres.config)
const DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const ORDERS =
  'island_eats_http_request_duration_seconds_count{method="POST",route="/api/v1/orderConfirm",status="200"}';

it('counts an order placed, and the database work it took', async () => {
  const ordersBefore = await sample(ORDERS);
  const waitsBefore = await sample(
    `island_eats_db_wait_seconds_count{database="${DATABASE}",kind="transaction"}`,
  );
  await placePaidOrder(world, await alwaysOpenOutlet(world.db));
  expect(await sample(ORDERS)).toBe(ordersBefore + 1);
  expect(
    await sample(`island_eats_db_wait_seconds_count{database="${DATABASE}",kind="transaction"}`),
  ).toBeGreaterThan(waitsBefore);
  expect(
    await sample(`island_eats_db_busy_seconds_count{database="${DATABASE}",kind="statement"}`),
  ).toBeGreaterThan(0);
});

it('answers nothing else, and is not on the API', async () => {
  expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  expect((await fetch(`${world.server.origin}/metrics`)).status).toBe(404);
});

import type { Server } from 'node:http';
import { io as connect } from 'socket.io-client';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/db';
import { startMetricsServer } from '../src/metrics/metrics-server';
import { startReconciler } from '../src/payments/reconciler';
import { sandboxProvider } from '../src/payments/sandbox-provider';
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

// Issue 38 and issue 37's measuring: the API's figures in Prometheus' format on a port of their
// own. Each outcome an operator alerts on moves its counter where it happens: an order placed,
// a card declined, a charge refunded, a cached answer, a refused call, a reconciler pass.

let world: OrdersWorld;
let outletId: number;
let metrics: Server;
let metricsUrl: string;

beforeAll(async () => {
  world = await openOrdersWorld();
  outletId = await alwaysOpenOutlet(world.db);
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

/** How much each sample moved while `act` ran, in the order named. */
async function moved<const Names extends readonly string[]>(
  names: Names,
  act: () => Promise<unknown>,
): Promise<{ [K in keyof Names]: number }> {
  const before = await Promise.all(names.map(sample));
  await act();
  const after = await Promise.all(names.map(sample));
  return after.map((value, i) => value - before[i]!) as { [K in keyof Names]: number };
}

// the suite runs on PGlite, and on Postgres as TEST_DATABASE says (jest.postgres.config)
const DATABASE = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const ORDERS =
  'island_eats_http_request_duration_seconds_count{method="POST",route="/api/v1/orderConfirm",status="200"}';
const charges = (outcome: string) =>
  `island_eats_payment_charges_total{purpose="order",outcome="${outcome}"}`;

it('counts an order placed, its charge, and the database work it took', async () => {
  const waits = `island_eats_db_wait_seconds_count{database="${DATABASE}",kind="transaction"}`;
  const [requests, placed, taken, waited] = await moved(
    [ORDERS, 'island_eats_orders_placed_total', charges('taken'), waits],
    () => placePaidOrder(world, outletId),
  );
  expect([requests, placed, taken]).toEqual([1, 1, 1]);
  expect(waited).toBeGreaterThan(0);
  expect(
    await sample(`island_eats_db_busy_seconds_count{database="${DATABASE}",kind="statement"}`),
  ).toBeGreaterThan(0);
});

it('counts a declined card, which places nothing', async () => {
  const cartIds = await fillCart(world.db, CUSTOMER_ID, outletId);
  await world.db.query(
    `INSERT INTO saved_cards (user_id, provider_token, last_four, exp_month, exp_year)
     VALUES ($1, 'sandbox_card_declines_0002', '0002', 12, 2031)`,
    [CUSTOMER_ID],
  );
  const [declined, placed] = await moved(
    [charges('declined'), 'island_eats_orders_placed_total'],
    async () => {
      const answer = await world.post(
        'orderConfirm',
        confirmPayload(outletId, cartIds, { token: 'sandbox_card_declines_0002' }),
      );
      expect(answer).toMatchObject({ error: 'true', errorMessage: 'Your card was declined.' });
    },
  );
  expect([declined, placed]).toEqual([1, 0]);
});

it('counts the refund of an order the restaurant rejected', async () => {
  const { orderId } = await placePaidOrder(world, outletId);
  const [refunded] = await moved(['island_eats_payments_refunded_total'], () =>
    world.server.post(`staff/orders/${orderId}/reject`, {}, { 'x-staff-key': STAFF_KEY }),
  );
  expect(refunded).toBe(1);
});

it('counts answers from the cache and misses by route', async () => {
  const lookups = (result: string) =>
    `island_eats_answer_cache_lookups_total{route="/api/v1/getloginSetting",result="${result}"}`;
  const [hits, misses] = await moved([lookups('hit'), lookups('miss')], async () => {
    await world.get('getloginSetting?located_at=st_croix');
    await world.get('getloginSetting?located_at=st_croix');
  });
  expect(hits).toBeGreaterThanOrEqual(1);
  expect(hits + misses).toBe(2);
});

it('counts a call refused by a request limit, by the limit', async () => {
  const refusals = 'island_eats_request_limit_refusals_total{limit="question-address"}';
  const [refused] = await moved([refusals], async () => {
    // ten questions an hour from one address (http/rate-limits.ts), then refusals
    for (let n = 0; n < 11; n += 1) {
      await world.post('sendQuestion', { question: 'Open on Sunday?', located_at: 'st_croix' });
    }
  });
  expect(refused).toBe(1);
});

it('shows an unfinished payment intent and its age, until the reconciler finishes it', async () => {
  const pending = 'island_eats_payment_intents_unfinished{status="pending"}';
  const age = 'island_eats_payment_intent_oldest_age_seconds{status="pending"}';
  // a charge a crash left ten minutes ago: the provider never took it
  await world.db.query(
    `INSERT INTO payment_intents (charge_key, purpose, user_id, amount_cents, provider, wallet,
        payment_ref, created_at)
     VALUES ('metrics-crash', 'order', $1, 1500, 'sandbox', false, 'sandbox_card_demo_4242',
        now() - interval '10 minutes')`,
    [CUSTOMER_ID],
  );
  expect(await sample(pending)).toBe(1);
  expect(await sample(age)).toBeGreaterThanOrEqual(600);

  const log = { error: () => {} };
  const [passes, finished] = await moved(
    [
      'island_eats_reconciler_passes_total{result="done"}',
      'island_eats_reconciler_intents_total{result="finished"}',
    ],
    async () => {
      const payments = sandboxProvider(world.db, 'http://localhost:4000');
      const reconciler = await startReconciler(world.db, payments, {
        graceMs: 0,
        everyMs: 60_000,
        now: () => new Date(),
        log,
      });
      await reconciler.stop();
    },
  );
  expect([passes, finished]).toEqual([1, 1]);
  expect(await sample(pending)).toBe(0);
  expect(await sample(age)).toBe(0);
});

it('still answers while the database does not, its intents unknown', async () => {
  const down = () => Promise.reject(new Error('database down'));
  const unreachable: Db = { query: down, exec: down, transaction: down, close: async () => {} };
  // the app built last is the one whose database the scrape reads
  const app = await buildApp({ db: unreachable });
  try {
    expect((await fetch(metricsUrl)).status).toBe(200);
    expect(await sample('island_eats_payment_intents_unfinished{status="pending"}')).toBeNaN();
  } finally {
    await app.close();
  }
  expect(await sample('island_eats_payment_intents_unfinished{status="pending"}')).toBe(0);
});

it('counts a reconciler pass that failed as a whole', async () => {
  const unreachable = { ...world.db, query: () => Promise.reject(new Error('database down')) };
  const [failed] = await moved(
    ['island_eats_reconciler_passes_total{result="failed"}'],
    async () => {
      const payments = sandboxProvider(world.db, 'http://localhost:4000');
      const reconciler = await startReconciler(unreachable, payments, {
        graceMs: 0,
        everyMs: 60_000,
        now: () => new Date(),
        log: { error: () => {} },
      });
      await reconciler.stop();
    },
  );
  expect(failed).toBe(1);
});

it('shows the sockets connected and the rooms they watch', async () => {
  const { orderId } = await placePaidOrder(world, outletId);
  const client = connect(world.server.origin, {
    path: '/prodsocket/io',
    transports: ['websocket'],
    auth: { token: world.token },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      client.on('connect', resolve);
      client.on('connect_error', reject);
    });
    const joined = await client.emitWithAck('trackOrder', orderId);
    expect(joined).toEqual({ joined: true });
    expect(await sample('island_eats_socket_connections')).toBe(1);
    expect(await sample('island_eats_socket_rooms{kind="order"}')).toBe(1);
    expect(await sample('island_eats_socket_rooms{kind="session"}')).toBe(1);
  } finally {
    client.close();
  }
});

it('answers nothing else, and is not on the API', async () => {
  expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  expect((await fetch(`${world.server.origin}/metrics`)).status).toBe(404);
});

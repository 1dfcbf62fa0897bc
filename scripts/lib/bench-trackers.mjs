// `pnpm bench`, API section: 5,000 socket.io trackers (websocket transport) on the one API
// process, spread over the bench customers' open orders; every order moves on at once and each
// tracker's push is timed from the staff call. Goal (DESIGN.md §7): p99 ≤ 500 ms, API RSS ≤ 500 MB.
import { io } from 'socket.io-client';
import { inTurns } from './in-turns.mjs';
import { p99 } from './p99.mjs';
import { rssOfListener } from './process-rss.mjs';
import { advanceOrder } from './staff-calls.mjs';

const TRACKERS = 5000;
const GOAL = { p99Ms: 500, rssMb: 500 };

/**
 * One tracker of `orderId` for the customer `token`; resolves once it is in the order's room.
 * `headers` go with its handshake (a proxy's affinity cookie).
 */
export function tracker(apiUrl, token, orderId, heard, headers = {}) {
  const socket = io(apiUrl, {
    path: '/prodsocket/io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    extraHeaders: headers,
  });
  socket.on('orderStatus', (order) => heard(order));
  return new Promise((resolve, reject) => {
    socket.on('connect_error', reject);
    socket.on('connect', () =>
      socket.emit('trackOrder', orderId, (answer) =>
        answer?.joined ? resolve(socket) : reject(new Error(`not let into order ${orderId}`)),
      ),
    );
  });
}

/** Moves every customer's order on through `apiUrl` at once, noting in `sent` when each was asked. */
export function moveAll(apiUrl, customers, sent) {
  return Promise.all(
    customers.map(async ({ orderId }) => {
      sent.set(orderId, performance.now());
      await advanceOrder(apiUrl, orderId);
    }),
  );
}

/** Resolves once `done()` holds, or after 10 s. */
export async function until(done) {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `customers`: [{ token, orderId }] with an order each that can still move on. */
export async function benchTrackers(apiUrl, customers) {
  const port = new URL(apiUrl).port;
  const atRest = rssOfListener(port);
  const sent = new Map();
  const latencies = [];
  const heard = (order) => {
    const started = sent.get(order.orderId);
    if (started !== undefined) latencies.push(performance.now() - started);
  };
  const sockets = [];
  try {
    sockets.push(
      ...(await inTurns(TRACKERS, 250, (n) => {
        const { token, orderId } = customers[n % customers.length];
        return tracker(apiUrl, token, orderId, heard);
      })),
    );
    const connected = rssOfListener(port);
    await moveAll(apiUrl, customers, sent);
    await until(() => latencies.length >= TRACKERS);
    const worst = Math.round(p99(latencies));
    const pushed = rssOfListener(port);
    const ok = latencies.length === TRACKERS && worst <= GOAL.p99Ms && pushed <= GOAL.rssMb;
    console.log(
      `${`${TRACKERS} trackers of ${customers.length} orders, all moved at once`.padEnd(40)} ` +
        `heard ${latencies.length}/${TRACKERS}, p99 ${worst} ms, API RSS ${atRest} MB at rest, ` +
        `${connected} MB connected, ${pushed} MB after  goal p99 ≤${GOAL.p99Ms} ms, ` +
        `RSS ≤${GOAL.rssMb} MB ${ok ? 'ok' : 'OVER'}`,
    );
  } finally {
    for (const socket of sockets) socket.close();
  }
}

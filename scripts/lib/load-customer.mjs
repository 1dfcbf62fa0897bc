// One simulated customer of `pnpm load`: browses, fills a cart, orders with their saved card,
// then tracks the order on their socket until the restaurant's move reaches it, over and over
// until the run ends. Every call is timed by the name of the call (apiCalls' `timed`).
import { io } from 'socket.io-client';
import { advanceOrder } from './staff-calls.mjs';

/** A status push later than this is counted as lost. */
const PUSH_TIMEOUT_MS = 10_000;

/** The customer's socket, signed in with their token, as the tracking page opens it. */
export function trackerSocket(apiUrl, token) {
  const socket = io(apiUrl, {
    path: '/prodsocket/io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** `work()` timed as `name` (socket steps are not API calls, but their p99 counts the same). */
async function timedStep(timed, name, work) {
  const started = performance.now();
  let ok = false;
  try {
    const result = await work();
    ok = true;
    return result;
  } finally {
    timed(name, performance.now() - started, ok);
  }
}

/** Joins the order's room, has the restaurant confirm it, and waits for that push. */
async function track(apiUrl, socket, orderId, timed) {
  await timedStep(timed, 'socket trackOrder (join)', async () => {
    const answer = await socket.timeout(PUSH_TIMEOUT_MS).emitWithAck('trackOrder', orderId);
    if (!answer?.joined) throw new Error(`not let into order ${orderId}'s room`);
  });
  let heard;
  const pushed = new Promise((resolve) => {
    heard = (order) => {
      if (order.orderId === orderId) resolve(order);
    };
    socket.on('orderStatus', heard);
  });
  try {
    await timedStep(timed, 'status push (staff advance → socket)', async () => {
      await advanceOrder(apiUrl, orderId);
      // the API pushes before it answers the restaurant: the push is late only after that
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no status pushed for order ${orderId}`)),
          PUSH_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([pushed, late]);
      } finally {
        clearTimeout(timer);
      }
    });
  } finally {
    socket.off('orderStatus', heard);
  }
}

/**
 * The customer's rounds until `until` (ms since the epoch). `tally.confirmed` counts the
 * orders the API confirmed; every failure is counted in `tally.failures` by its message.
 */
export async function customerRounds({ api, apiUrl, customer, outletId, until, timed, tally }) {
  const { token, cardToken, socket } = customer;
  while (Date.now() < until) {
    try {
      await api.listRestaurant(token);
      await api.addPlainDish(token, outletId);
      const { orderId } = await api.placeOrder(token, outletId, cardToken);
      tally.confirmed += 1;
      await track(apiUrl, socket, orderId, timed);
      // the tracking page also polls the order (SPEC.md §4)
      await api.call('trackOrders', { token, body: { orderId } });
    } catch (error) {
      // one line per kind of failure, whatever order it hit
      const message = String(error?.message ?? error).replace(/\d+/g, 'N');
      tally.failures.set(message, (tally.failures.get(message) ?? 0) + 1);
    }
  }
}

import { io as connectSocket } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../src/socket';

export interface OrderStatusPush {
  orderId: number;
  status: string;
  [field: string]: unknown;
}

/** A customer's socket on one API process, in one order's room. */
export interface OrderTracker {
  socket: Socket;
  /** Every orderStatus push it has heard, in order. */
  pushes: OrderStatusPush[];
  /** The next push, failing after `withinMs` rather than at the test's timeout. */
  nextPush(withinMs?: number): Promise<OrderStatusPush>;
  close(): void;
}

/** Connects to `origin` with the customer's token and joins the order's room. */
export async function trackOrder(
  origin: string,
  token: string,
  orderId: number,
): Promise<OrderTracker> {
  // websocket only: a polling client keeps jest alive for ~25 s after close()
  const socket = connectSocket(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
  });
  const pushes: OrderStatusPush[] = [];
  socket.on('orderStatus', (push: OrderStatusPush) => pushes.push(push));
  const joined = await new Promise<unknown>((resolve, reject) => {
    socket.once('connect_error', reject);
    socket.emit('trackOrder', orderId, resolve);
  });
  expect(joined).toEqual({ joined: true });
  return {
    socket,
    pushes,
    nextPush: (withinMs = 5_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no orderStatus push within ${withinMs} ms`)),
          withinMs,
        );
        socket.once('orderStatus', (push: OrderStatusPush) => {
          clearTimeout(timer);
          resolve(push);
        });
      }),
    close: () => socket.close(),
  };
}

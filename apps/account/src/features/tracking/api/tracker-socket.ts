import {
  ORDER_STATUS_EVENT,
  TRACK_ORDER_EVENT,
  getSession,
  type TrackedOrder,
} from '@island-eats/api-client';
import { loadRuntimeConfig } from '@island-eats/app-frame';

export interface TrackerSocketEvents {
  /** the socket joined the order's room: changes now arrive live */
  onLive: () => void;
  /** the socket is down, or the server would not let it watch this order */
  onDown: () => void;
  onOrder: (order: TrackedOrder) => void;
}

/**
 * Watches one order over socket.io (SPEC.md §7: path /prodsocket/io, polling and websocket,
 * reconnect from 1 s up to 5 s without end, 20 s connect timeout). The token goes in the
 * handshake; the server lets only the order's owner into its room. Returns the stop function.
 */
export async function watchOrder(orderId: number, events: TrackerSocketEvents) {
  const [{ io }, config] = await Promise.all([import('socket.io-client'), loadRuntimeConfig()]);
  const socket = io(config.socketUrl, {
    path: config.socketPath,
    transports: ['polling', 'websocket'],
    auth: { token: getSession()?.token ?? '' },
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    timeout: 20000,
  });
  socket.on('connect', () => {
    socket.emit(TRACK_ORDER_EVENT, orderId, (answer: { joined?: boolean } | undefined) => {
      if (answer?.joined) events.onLive();
      else events.onDown();
    });
  });
  socket.on('disconnect', events.onDown);
  socket.on('connect_error', events.onDown);
  socket.on(ORDER_STATUS_EVENT, (order: TrackedOrder) => {
    if (order.orderId === orderId) events.onOrder(order);
  });
  return () => {
    socket.removeAllListeners();
    socket.close();
  };
}

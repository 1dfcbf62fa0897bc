import {
  ORDER_STATUS_EVENT,
  TRACK_ORDER_EVENT,
  getSession,
  type TrackedOrder,
} from '@island-eats/api-client';
import { openLiveSocket } from '@island-eats/customer-features/live';

export interface TrackerSocketEvents {
  /** the socket joined the order's room: changes now arrive live */
  onLive: () => void;
  /** the socket is down, or the server would not let it watch this order */
  onDown: () => void;
  onOrder: (order: TrackedOrder) => void;
}

/**
 * Watches one order over the realtime socket. The token goes in the handshake; the server
 * lets only the order's owner into its room. Returns the stop function.
 */
export async function watchOrder(orderId: number, events: TrackerSocketEvents) {
  const socket = await openLiveSocket({ token: getSession()?.token ?? '' });
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

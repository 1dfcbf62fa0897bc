import type { Server } from 'socket.io';
import { joinSessionRooms } from '../auth/session-sockets';
import { bearerToken } from '../auth/tokens';
import type { AppContext } from '../context';
import type { Db } from '../db/db';
import { notifyBoards } from '../staff/board-room';
import { findOrder } from './order-rows';
import { trackedOrder } from './tracked-order';

export const orderRoom = (orderId: number) => `order:${orderId}`;
export const ORDER_STATUS_EVENT = 'orderStatus';

/**
 * Pushes the order's tracked payload to everyone watching it, and the order as the board shows
 * it to its outlet's staff: every order placed or moved on comes through here.
 */
export async function notifyOrder(io: Server, db: Db, orderId: number): Promise<void> {
  const order = await findOrder(db, orderId);
  if (!order) return;
  io.to(orderRoom(orderId)).emit(ORDER_STATUS_EVENT, trackedOrder(order));
  notifyBoards(io, order);
}

/**
 * `socket.emit('trackOrder', orderId, ack?)` joins the order's room. The socket must carry the
 * owner's bearer token (handshake auth.token or an Authorization header): the payload holds
 * the customer's delivery coordinates. A revoked session's sockets are disconnected
 * (auth/session-sockets).
 */
export function acceptOrderWatchers(io: Server, ctx: AppContext): void {
  io.on('connection', (socket) => {
    socket.on('trackOrder', async (rawId: unknown, ack?: unknown) => {
      const reply = (joined: boolean) => {
        if (typeof ack === 'function') (ack as (answer: { joined: boolean }) => void)({ joined });
      };
      try {
        const orderId = Number(rawId);
        const auth = socket.handshake.auth as { token?: unknown };
        const token =
          typeof auth?.token === 'string'
            ? auth.token
            : bearerToken(socket.handshake.headers.authorization);
        if (!token) return reply(false);
        // In the session's room before the token is checked: a logout from then on cuts it off.
        await joinSessionRooms(socket, token);
        const userId = await ctx.sessions.userIdFor(token, await ctx.versions.read());
        if (!Number.isInteger(orderId) || orderId <= 0 || userId === null) return reply(false);
        await joinSessionRooms(socket, token, userId);
        const rows = await ctx.db.query('SELECT 1 FROM orders WHERE id = $1 AND user_id = $2', [
          orderId,
          userId,
        ]);
        if (rows.length === 0) return reply(false);
        await socket.join(orderRoom(orderId));
        reply(true);
      } catch {
        reply(false);
      }
    });
  });
}

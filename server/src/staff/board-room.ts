import { BOARD_ORDER_EVENT, WATCH_BOARD_EVENT } from '@island-eats/api-client/staff';
import type { Server, Socket } from 'socket.io';
import { joinSessionRooms } from '../auth/session-sockets';
import type { AppContext } from '../context';
import type { OrderRow } from '../orders/order-rows';
import { boardOrder } from './board-order';
import { staffMemberOfToken } from './staff-members';

const boardRoom = (outletId: number) => `board:${outletId}`;
/** Every socket of one member: removing them cuts their boards off at once. */
const memberRoom = (staffId: number) => `staff:${staffId}`;

/** Tells the boards of the order's outlet what it is now (placed, or changed anywhere). */
export function notifyBoards(io: Server, order: OrderRow): void {
  io.to(boardRoom(order.outletId)).emit(BOARD_ORDER_EVENT, boardOrder(order));
}

/** Whether a board of the outlet is open now, on any API process (the adapter asks them all). */
export async function boardIsOpen(io: Server, outletId: number): Promise<boolean> {
  return (await io.in(boardRoom(outletId)).fetchSockets()).length > 0;
}

/** Disconnects every board of a member whose account was removed. */
export function disconnectMember(io: Server, staffId: number): void {
  io.in(memberRoom(staffId)).disconnectSockets(true);
}

/**
 * `socket.emit(WATCH_BOARD_EVENT, ack?)` with a staff token (handshake auth.token) joins the
 * board rooms of the member's outlets, and no other: the board then hears of each order placed
 * or changed there. A customer's token, or none, joins nothing.
 */
export function acceptBoardWatchers(io: Server, ctx: Pick<AppContext, 'db'>): void {
  io.on('connection', (socket: Socket) => {
    socket.on(WATCH_BOARD_EVENT, async (ack?: unknown) => {
      const reply = (joined: boolean) => {
        if (typeof ack === 'function') (ack as (answer: { joined: boolean }) => void)({ joined });
      };
      try {
        const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
        if (typeof token !== 'string') return reply(false);
        // in the sign-in's room before the token is checked: a sign-out meanwhile cuts it off
        // (the logout's disconnectSession, as a customer's)
        await joinSessionRooms(socket, token);
        const member = await staffMemberOfToken(ctx.db, token);
        if (!member) return reply(false);
        await socket.join([
          memberRoom(member.id),
          ...member.outlets.map((outlet) => boardRoom(outlet.id)),
        ]);
        reply(true);
      } catch {
        reply(false);
      }
    });
  });
}

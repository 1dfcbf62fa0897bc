import {
  MAX_WATCHED_OUTLETS,
  OUTLET_CHANGED_EVENT,
  UNWATCH_OUTLET_EVENT,
  WATCH_OUTLET_EVENT,
} from '@island-eats/api-client';
import type { Server } from 'socket.io';
import { isDbId } from '../db/ids';

const OUTLET_ROOM = 'outlet:';
const outletRoom = (outletId: number) => `${OUTLET_ROOM}${outletId}`;

/** Tells every open menu, details page and cart of these outlets to read them again. */
export function notifyOutlets(io: Server, outletIds: readonly number[]): void {
  for (const outletId of outletIds)
    io.to(outletRoom(outletId)).emit(OUTLET_CHANGED_EVENT, { outletId });
}

/**
 * `socket.emit(WATCH_OUTLET_EVENT, outletId, ack?)` joins the outlet's room, UNWATCH leaves it. The catalogue is
 * public, so no token is needed; a socket watches a few outlets at most, so it cannot make the
 * server hold rooms without bound.
 */
export function acceptOutletWatchers(io: Server): void {
  io.on('connection', (socket) => {
    socket.on(WATCH_OUTLET_EVENT, async (rawId: unknown, ack?: unknown) => {
      const outletId = Number(rawId);
      const watched = [...socket.rooms].filter((room) => room.startsWith(OUTLET_ROOM));
      const room = outletRoom(outletId);
      const joined =
        isDbId(outletId) && (watched.includes(room) || watched.length < MAX_WATCHED_OUTLETS);
      if (joined) await socket.join(room);
      if (typeof ack === 'function') (ack as (answer: { joined: boolean }) => void)({ joined });
    });
    socket.on(UNWATCH_OUTLET_EVENT, async (rawId: unknown) => {
      const outletId = Number(rawId);
      if (isDbId(outletId)) await socket.leave(outletRoom(outletId));
    });
  });
}

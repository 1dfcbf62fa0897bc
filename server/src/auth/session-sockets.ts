import type { Server, Socket } from 'socket.io';
import { hashToken } from './tokens';

// A socket that signed in with a token sits in a room of that session and one of its user, so
// a revoked session's sockets can be found and cut off, on every API process: with REDIS_URL
// set, io.in(room) reaches the sockets of the other processes through the Redis adapter.

const sessionRoom = (token: string) => `session:${hashToken(token)}`;
const userRoom = (userId: number) => `user:${userId}`;

/** Marks the socket as one of this session's; before its token is checked, so none slips by. */
export async function joinSessionRooms(socket: Socket, token: string, userId?: number) {
  await socket.join(
    userId === undefined ? sessionRoom(token) : [sessionRoom(token), userRoom(userId)],
  );
}

/** A logout: the sockets that signed in with this token hear nothing more. */
export function disconnectSession(io: Server, token: string): void {
  io.in(sessionRoom(token)).disconnectSockets(true);
}

/** A password reset: every socket of the user's but those of the session it keeps, if any. */
export function disconnectUserSessions(io: Server, userId: number, keepToken: string | null) {
  const sockets = io.in(userRoom(userId));
  (keepToken === null ? sockets : sockets.except(sessionRoom(keepToken))).disconnectSockets(true);
}

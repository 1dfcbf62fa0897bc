import type { Socket } from 'socket.io-client';
import { afterPageLoad } from '@island-eats/ui/after-page-load';
import { loadRuntimeConfig } from '@island-eats/app-frame/load-runtime-config';

/**
 * A socket to the API's realtime channel as SPEC.md §7 opens it: path from the runtime config
 * (/prodsocket/io), polling and websocket, reconnecting from 1 s up to 5 s without end, 20 s
 * connect timeout. socket.io-client loads with the first socket, after the page has loaded:
 * live updates are an addition to a page that works without them.
 */
export async function openLiveSocket(auth: { token?: string } = {}): Promise<Socket> {
  await afterPageLoad();
  const [{ io }, config] = await Promise.all([import('socket.io-client'), loadRuntimeConfig()]);
  return io(config.socketUrl, {
    path: config.socketPath,
    transports: ['polling', 'websocket'],
    auth,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    timeout: 20000,
  });
}

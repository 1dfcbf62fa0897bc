import type { Socket } from 'socket.io-client';
import { loadRuntimeConfig } from '../load-runtime-config';

/**
 * Resolves once the page has loaded and the browser is idle: live updates are an addition to a
 * page that works without them, so their code and connection never compete with its first paint.
 */
function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/**
 * A socket to the API's realtime channel as SPEC.md §7 opens it: path from the runtime config
 * (/prodsocket/io), polling and websocket, reconnecting from 1 s up to 5 s without end, 20 s
 * connect timeout. socket.io-client loads with the first socket, after the page has loaded.
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

import { createServer } from 'node:net';

/**
 * A loopback port in [from, from + span) that nothing listens on right now, for a server a
 * test starts, stops and starts again on the same address.
 */
export async function freeLoopbackPort(from: number, span = 500): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const port = from + Math.floor(Math.random() * span);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free loopback port from ${from}`);
}

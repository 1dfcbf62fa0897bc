import { connect, createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A TCP proxy on a loopback port in front of `target`, which a test can cut off silently: while
 * cut it forwards nothing and closes nothing (bytes wait in the kernel's buffers, a close waits
 * too, a new connection gets no answer), as a network partition that drops packets would. Healed,
 * everything that waited flows on, as TCP's retransmissions would deliver it.
 */
export interface SilentProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  cut(): void;
  heal(): void;
  close(): Promise<void>;
}

export async function startSilentProxy(target: {
  host: string;
  port: number;
}): Promise<SilentProxy> {
  let isCut = false;
  const sockets = new Set<Socket>();
  /** What waits for the partition to heal: new connections, closes, reads to resume. */
  let waiting: (() => void)[] = [];
  const whenHealed = (step: () => void) => (isCut ? waiting.push(step) : step());

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      // a chunk already read when the cut came is held back with the rest
      if (isCut) {
        from.pause();
        waiting.push(() => to.write(chunk));
      } else if (!to.write(chunk)) from.pause();
    });
    to.on('drain', () => isCut || from.resume());
    from.on('close', () => whenHealed(() => to.destroy()));
  };

  const server = createServer((client) => {
    track(client);
    if (isCut) client.pause();
    whenHealed(() => {
      if (client.destroyed) return;
      const upstream = connect(target.port, target.host);
      track(upstream);
      forward(client, upstream);
      forward(upstream, client);
      client.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: SilentProxy = {
    port: (server.address() as AddressInfo).port,
    cut() {
      isCut = true;
      for (const socket of sockets) socket.pause();
    },
    heal() {
      isCut = false;
      const steps = waiting;
      waiting = [];
      for (const step of steps) step();
      for (const socket of sockets) socket.resume();
    },
    async close() {
      proxy.heal();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return proxy;
}

import type { Socket } from 'socket.io-client';
import {
  OUTLET_CHANGED_EVENT,
  UNWATCH_OUTLET_EVENT,
  WATCH_OUTLET_EVENT,
} from '@island-eats/api-client';
import { openLiveSocket } from './live-socket';

type Listener = () => void;

/** Everything on the page that watches outlets shares one socket, open while anything does. */
const listeners = new Map<number, Set<Listener>>();
let socket: Promise<Socket | null> | null = null;

function join(live: Socket, outletId: number, afterReconnect: boolean) {
  live.emit(WATCH_OUTLET_EVENT, outletId, (answer: { joined?: boolean } | undefined) => {
    // a change made while the socket was down was not heard: read again once back
    if (answer?.joined && afterReconnect)
      listeners.get(outletId)?.forEach((listener) => listener());
  });
}

/** The shared socket; null when it could not be opened (the pages work on, unwatched). */
function openShared(): Promise<Socket | null> {
  const opening = openLiveSocket().then((live) => {
    let connectedBefore = false;
    live.on('connect', () => {
      for (const outletId of listeners.keys()) join(live, outletId, connectedBefore);
      connectedBefore = true;
    });
    live.on(OUTLET_CHANGED_EVENT, (change: { outletId?: number }) => {
      if (typeof change?.outletId !== 'number') return;
      listeners.get(change.outletId)?.forEach((listener) => listener());
    });
    return live;
  });
  const shared: Promise<Socket | null> = opening.catch(() => {
    // the next watcher tries again
    if (socket === shared) socket = null;
    return null;
  });
  return shared;
}

/**
 * Calls `onChange` each time staff change the outlet's availability or the stock of its
 * dishes or add-ons (and after a reconnect, when a change may have been missed). Returns the
 * stop function.
 */
export function watchOutlet(outletId: number, onChange: Listener): () => void {
  const forOutlet = listeners.get(outletId) ?? new Set<Listener>();
  const first = forOutlet.size === 0;
  forOutlet.add(onChange);
  listeners.set(outletId, forOutlet);
  socket ??= openShared();
  const opened = socket;
  if (first) void opened.then((live) => live?.connected && join(live, outletId, false));

  return () => {
    forOutlet.delete(onChange);
    if (forOutlet.size > 0 || listeners.get(outletId) !== forOutlet) return;
    listeners.delete(outletId);
    if (listeners.size > 0 && socket === opened) {
      // the socket stays for other outlets: stop hearing of this one
      void opened.then((live) => live?.emit(UNWATCH_OUTLET_EVENT, outletId));
      return;
    }
    if (socket !== opened) return;
    socket = null;
    void opened.then((live) => {
      live?.removeAllListeners();
      live?.close();
    });
  };
}

import type { Socket } from 'socket.io-client';
import {
  OUTLET_CHANGED_EVENT,
  UNWATCH_OUTLET_EVENT,
  WATCH_OUTLET_EVENT,
} from '@island-eats/api-client';
import { openLiveSocket } from './live-socket';

type Listener = () => void;

export interface WatchOptions {
  /** Read again once the outlet's room is joined: what the page shows was read a while ago. */
  readOnJoin?: boolean;
}

/**
 * Everything on the page that watches outlets shares one socket, open while anything does.
 * Each listener keeps whether it still waits to hear of its first join.
 */
const listeners = new Map<number, Map<Listener, { readOnJoin: boolean }>>();
let socket: Promise<Socket | null> | null = null;

function join(live: Socket, outletId: number, afterReconnect: boolean) {
  live.emit(WATCH_OUTLET_EVENT, outletId, (answer: { joined?: boolean } | undefined) => {
    if (!answer?.joined) return;
    for (const [listener, state] of listeners.get(outletId) ?? []) {
      // a change made while the socket was down, or before it joined, was not heard
      if (afterReconnect || state.readOnJoin) listener();
      state.readOnJoin = false;
    }
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
      for (const listener of listeners.get(change.outletId)?.keys() ?? []) listener();
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
export function watchOutlet(
  outletId: number,
  onChange: Listener,
  { readOnJoin = false }: WatchOptions = {},
): () => void {
  const forOutlet = listeners.get(outletId) ?? new Map<Listener, { readOnJoin: boolean }>();
  forOutlet.set(onChange, { readOnJoin });
  listeners.set(outletId, forOutlet);
  socket ??= openShared();
  const opened = socket;
  // a socket already connected joins this outlet now; one still connecting joins on connect
  void opened.then((live) => live?.connected && join(live, outletId, false));

  return () => {
    forOutlet.delete(onChange);
    if (forOutlet.size > 0 || listeners.get(outletId) !== forOutlet) return;
    listeners.delete(outletId);
    // a socket opened since (this one failed) is not this watch's to touch
    if (socket !== opened) return;
    if (listeners.size > 0) {
      // the socket stays for other outlets: stop hearing of this one
      void opened.then((live) => live?.emit(UNWATCH_OUTLET_EVENT, outletId));
      return;
    }
    socket = null;
    void opened.then((live) => {
      live?.removeAllListeners();
      live?.close();
    });
  };
}

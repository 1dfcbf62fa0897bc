import { useCallback, useEffect, useRef, useState } from 'react';
import {
  failureMessage,
  isApiError,
  isTransientFailure,
  trackOrders,
  type TrackedOrder,
} from '@island-eats/api-client';
import { showFailure, useHandedAnswer } from '@island-eats/app-frame/client';
import { watchOrder } from './tracker-socket';

/** SPEC.md §4: the tracker polls every 2 seconds (here: while the socket is not live). */
export const POLL_MS = 2000;

export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface OrderTracking {
  order: TrackedOrder | undefined;
  connection: Connection;
  /** the server's refusal (another customer's order, an unknown id): tracking stopped */
  refused: string | undefined;
  /** Shows the order as a call of this page's own answered it (a cancel). */
  showOrder: (order: TrackedOrder) => void;
}

/**
 * The order as it changes: pushed over socket.io while the socket is live, read with
 * trackOrders every 2 s while it is down. Both stop when the page is left.
 */
export function useOrderTracking(orderId: number): OrderTracking {
  // the page's first read: the page comes with the order (or the refusal), and tracking starts
  // from it without reading it again
  const handed = useHandedAnswer('order', [orderId], () =>
    trackOrders({ orderId }).then((answer) => answer.ordersDetails),
  );
  const unwatched = useRef(handed);
  const [order, setOrder] = useState<TrackedOrder | undefined>(handed?.data);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [refused, setRefused] = useState<string | undefined>(handed?.error);
  const live = useRef(false);
  // the socket pushes status changes only: the driver's moves are read by polling
  const driving = useRef(false);
  // the running effect's way to show an order, so a call of this page's own goes through it too
  const showing = useRef<(order: TrackedOrder) => void>(setOrder);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopSocket: (() => void) | undefined;
    // an outage the badge does not tell of (the socket live) toasts once
    let toasted = false;
    live.current = false;
    driving.current = false;

    function show(next: TrackedOrder) {
      const wasDriving = driving.current;
      driving.current = next.driverEta !== undefined;
      setOrder(next);
      if (driving.current && !wasDriving) poll();
    }
    showing.current = show;

    async function read() {
      try {
        const answer = await trackOrders({ orderId });
        if (stopped) return;
        toasted = false;
        show(answer.ordersDetails);
      } catch (failure) {
        if (stopped) return;
        if (isTransientFailure(failure)) {
          // Offline, or the API away: while the socket is down the badge says Reconnecting…
          // and the 2 s polls go on, so no toast repeats it at each poll.
          if (!live.current) setConnection('reconnecting');
          else if (!toasted) showFailure(failure);
          toasted = true;
          return;
        }
        showFailure(failure);
        // the server said no (not this customer's order): nothing more to ask
        if (isApiError(failure) && failure.kind === 'server') {
          setRefused(failureMessage(failure));
          stopped = true;
          stopSocket?.();
        }
      }
    }

    function poll() {
      clearTimeout(timer);
      if (stopped || (live.current && !driving.current)) return;
      timer = setTimeout(() => {
        void read().then(poll);
      }, POLL_MS);
    }

    const first = unwatched.current;
    unwatched.current = undefined;
    // refused on the server (another customer's order, an unknown id): nothing to track
    if (first?.error !== undefined) return;
    if (first?.data) show(first.data);
    void (first?.data ? Promise.resolve() : read()).then(() => {
      if (stopped) return;
      poll();
      watchOrder(orderId, {
        onLive: () => {
          if (stopped) return;
          live.current = true;
          setConnection('live');
          clearTimeout(timer);
          // catch up with what changed while the socket was away
          void read().then(poll);
        },
        onDown: () => {
          if (stopped) return;
          const wasLive = live.current;
          live.current = false;
          setConnection('reconnecting');
          if (wasLive) poll();
        },
        onOrder: (next) => {
          if (!stopped) show(next);
        },
      }).then(
        (stop) => {
          if (stopped) stop();
          else stopSocket = stop;
        },
        () => {
          if (!stopped) setConnection('reconnecting');
        },
      );
    });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopSocket?.();
    };
  }, [orderId]);

  const showOrder = useCallback((next: TrackedOrder) => showing.current(next), []);
  return { order, connection, refused, showOrder };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type BoardOrder, type BoardToday } from '@island-eats/api-client';
import { BOARD_ORDER_EVENT, staffBoard, WATCH_BOARD_EVENT } from '@island-eats/api-client/staff';
import { useHandedAnswer } from '@island-eats/app-frame/client';
import { openLiveSocket } from '@island-eats/customer-features/live';
import { howServed, withOrder } from './order-steps';
import { ring } from './ring';

export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface Board {
  orders: BoardOrder[] | null;
  today: BoardToday[];
  connection: Connection;
  /** The newest order's arrival, for a screen reader to say (the ring is only heard). */
  announcement: string;
  /** When the board was first read: the cards' 'how long ago' starts from it. */
  readAt: number;
  /** Puts an order as a step answered it, before the push arrives. */
  put: (order: Partial<BoardOrder> & { orderId: number }) => void;
}

const newestFirst = (a: BoardOrder, b: BoardOrder) =>
  b.placedAt.localeCompare(a.placedAt) || b.orderId - a.orderId;
const sorted = (list: BoardOrder[]) => [...list].sort(newestFirst);

/**
 * The live board of the signed-in member's outlets: read whole at the start and again on every
 * (re)connection, so nothing pushed while the tablet was away is missed; each push then puts
 * one order. A new order rings, is announced and counts in the tab's title. `onSignedOut`
 * hears of a token the server no longer takes (the member was removed, or signed out elsewhere).
 */
export function useBoard(token: string, onSignedOut: () => void): Board {
  // the page's first read: the page comes with the board (and the time it was read, so its
  // 'how long ago' is the page server's), and the board starts from it without reading again
  const handed = useHandedAnswer('staffBoard', [], async () => ({
    board: await staffBoard(token),
    readAt: Date.now(),
  }))?.data;
  // (read at the start only when the page came without the board)
  const readAtStart = useRef(handed === undefined);
  const [readAt] = useState(() => handed?.readAt ?? Date.now());
  const [orders, setOrders] = useState(() => (handed ? sorted(handed.board.orders) : null));
  const [today, setToday] = useState<BoardToday[]>(handed?.board.today ?? []);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [announcement, setAnnouncement] = useState('');
  const known = useRef(new Set(handed?.board.orders.map((order) => order.orderId)));
  /** When each order was last pushed: a read that left before it does not drop it. */
  const pushedAt = useRef(new Map<number, number>());
  const signedOut = useRef(onSignedOut);
  useEffect(() => {
    signedOut.current = onSignedOut;
  });

  const put = useCallback((change: Partial<BoardOrder> & { orderId: number }) => {
    setOrders((list) => {
      const shown = list?.find((order) => order.orderId === change.orderId);
      return list && shown ? sorted(withOrder(list, { ...shown, ...change })) : list;
    });
  }, []);

  useEffect(() => {
    let stopped = false;
    const read = async () => {
      try {
        const asked = performance.now();
        const board = await staffBoard(token);
        if (stopped) return;
        board.orders.forEach((order) => known.current.add(order.orderId));
        // the read says what is on the board (yesterday's orders leave it at midnight); a push
        // that came while it was on its way is newer, so it stays, and wins over older news
        const onBoard = new Set(board.orders.map((order) => order.orderId));
        const pushedSince = (order: BoardOrder) =>
          (pushedAt.current.get(order.orderId) ?? -Infinity) >= asked;
        setOrders((list) =>
          sorted(
            board.orders.reduce(
              withOrder,
              (list ?? []).filter((order) => onBoard.has(order.orderId) || pushedSince(order)),
            ),
          ),
        );
        setToday(board.today);
      } catch (failure) {
        if (isApiError(failure) && failure.kind === 'logged-out') signedOut.current();
      }
    };
    if (readAtStart.current) void read();
    readAtStart.current = true;
    const socket = openLiveSocket({ token });
    void socket.then((live) => {
      if (stopped) return live.close();
      live.on('connect', () => {
        live.emit(WATCH_BOARD_EVENT, (answer: { joined: boolean }) => {
          // a refusal may be a passing failure of the server: the read says whether the
          // session still stands (it signs out only when the server refuses the token)
          if (answer.joined) setConnection('live');
          void read();
        });
      });
      live.on('disconnect', (reason) => {
        setConnection('reconnecting');
        // the server ended it (the member was removed, say), and socket.io does not connect
        // again by itself then: the read says whether the session still stands
        if (reason === 'io server disconnect') {
          void read();
          live.connect();
        }
      });
      live.io.on('reconnect_attempt', () => setConnection('reconnecting'));
      live.on(BOARD_ORDER_EVENT, (order: BoardOrder) => {
        const isNew = !known.current.has(order.orderId);
        known.current.add(order.orderId);
        pushedAt.current.set(order.orderId, performance.now());
        if (isNew) {
          ring();
          setAnnouncement(
            `New order ${order.displayOrderId} from ${order.customerFirstName}, ${howServed(order)}`,
          );
        }
        setOrders((list) => sorted(withOrder(list ?? [], order)));
        // today's figures follow the orders
        if (isNew || order.status === 'rejected' || order.status === 'cancelled') void read();
      });
    });
    return () => {
      stopped = true;
      void socket.then((live) => live.close());
    };
  }, [token]);

  const waiting = orders?.filter((order) => order.status === 'placed').length ?? 0;
  useEffect(() => {
    const title = document.title;
    document.title = waiting > 0 ? `(${waiting}) New orders · Island Eats` : 'Orders · Island Eats';
    return () => {
      document.title = title;
    };
  }, [waiting]);

  return { orders, today, connection, announcement, readAt, put };
}

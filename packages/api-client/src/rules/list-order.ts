import type { OrderType } from '../types/common';
import type { OutletFlags } from './outlet-availability';
import { takesOrders } from './restaurant-badge';

/** An outlet as a list ranks it: its wire flags and how far it is from the customer. */
export interface RankedOutlet {
  flags: OutletFlags;
  miles: number;
}

/**
 * The order of every restaurant list and carousel: outlets whose badge says 'Open' for the
 * chosen type first, then the nearest. Built on takesOrders, so a card never ranks as open
 * while its badge says otherwise; at night the first cards are the ones that take orders.
 */
export function openThenNearest(orderType: OrderType) {
  return (a: RankedOutlet, b: RankedOutlet): number => {
    const open = Number(takesOrders(b.flags, orderType)) - Number(takesOrders(a.flags, orderType));
    return open !== 0 ? open : a.miles - b.miles;
  };
}

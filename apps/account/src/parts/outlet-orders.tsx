import { useMemo } from 'react';
import type { OutletOrdersProps } from '@island-eats/app-frame';
import { paths } from '@island-eats/app-frame';
import { usePastOrders } from '../features/orders/api/use-past-orders';
import { RatedOrderHistory } from './rated-order-history';

/**
 * A guest's orders at one outlet, for restro-menu's profile (exposed as account/outlet-orders):
 * the same history, rating, tip and reorder as /profile, tracked on restro-menu's own tracking
 * page and reordered into its own checkout.
 */
export function OutletOrders({ outletId }: OutletOrdersProps) {
  const pastOrders = usePastOrders();
  const all = pastOrders.orders;
  const orders = useMemo(
    () => all?.filter((order) => order.orderDetails.outletId === outletId),
    [all, outletId],
  );
  return (
    <RatedOrderHistory
      {...pastOrders}
      orders={orders}
      trackPath={paths.restroOrderStatus}
      cartPath={paths.restroCheckout(outletId)}
    />
  );
}

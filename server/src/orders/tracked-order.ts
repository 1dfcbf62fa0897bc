import type { TrackedOrder } from '@island-eats/api-client';
import { displayOrderId } from './display-order-id';
import { trackerTime } from './display-time';
import { driverFix } from './driver-trip';
import { orderCharges } from './order-charges';
import type { OrderRow } from './order-rows';

/** SPEC.md §3 Tracked order: the trackOrders answer and the 'orderStatus' socket payload. */
export function trackedOrder(order: OrderRow, now: Date = new Date()): TrackedOrder {
  const driver = driverFix(order, now);
  const confirmed = order.confirmedAt !== null;
  const pickedUp = order.pickedUpAt !== null;
  const delivery = order.orderType === 'Delivery';
  return {
    orderId: order.id,
    displayOrderId: displayOrderId(order.id),
    outletName: order.outletName,
    outletAddress: order.outletAddress,
    dishes: order.lines.map((line) => ({ dishName: line.dishName, dishQuantity: line.quantity })),
    orderItems: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    netAmount: order.netCents / 100,
    charges: orderCharges(order),
    order_type: order.orderType,
    status: order.status,
    receivedTime: trackerTime(order.placedAt),
    orderConfirmedTime: trackerTime(order.confirmedAt),
    rejectedTime: trackerTime(order.rejectedAt),
    readyForPickupTime: trackerTime(order.readyAt),
    orderPickedupTime: trackerTime(order.pickedUpAt),
    orderReceived: 1 as const,
    orderConfirmed: confirmed ? 1 : 0,
    orderRejected: order.rejectedAt !== null ? 1 : 0,
    orderPickedUp: pickedUp ? 1 : 0,
    restaurantConfirmedDescription: order.description,
    userLatitude: delivery ? order.deliveryLatitude : null,
    userLongitude: delivery ? order.deliveryLongitude : null,
    outletlatitude: order.outletLatitude,
    outletLongitude: order.outletLongitude,
    deliveryStaffLatitude: driver?.latitude ?? null,
    deliveryStaffLongitude: driver?.longitude ?? null,
    ...(driver?.arrivesAt
      ? {
          driverEta: trackerTime(driver.arrivesAt),
          driverEtaSeconds: Math.max(
            0,
            Math.ceil((driver.arrivesAt.getTime() - now.getTime()) / 1000),
          ),
        }
      : {}),
    ...(order.refundMessage ? { refundMessage: order.refundMessage } : {}),
    ...(order.scheduledFor ? { scheduled_for: order.scheduledFor.toISOString() } : {}),
  };
}

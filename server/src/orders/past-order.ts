import type { PastOrder } from '@island-eats/api-client';
import { centsToAmount, formatCents } from '@island-eats/api-client/money';
import { displayOrderId } from './display-order-id';
import { orderDate } from './display-time';
import { orderCharges } from './order-charges';
import type { OrderRow } from './order-rows';
import { isCancelled, isFinished } from './order-status';

/** SPEC.md §2 Profile: the card's button. 'CANCELLED' is shown as Rejected by the client. */
function buttonName(order: OrderRow): string {
  if (isCancelled(order.status)) return 'CANCELLED';
  if (!isFinished(order.status)) return 'TRACK ORDER';
  return order.rated ? 'COMPLETED' : 'RATE US';
}

/** SPEC.md §3 Past order. `imageBase` makes the driver's photo path absolute. */
export function pastOrder(order: OrderRow, imageBase: string): PastOrder {
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const charges = orderCharges(order);
  return {
    orderId: order.id,
    displaydate: orderDate(order.placedAt),
    // the card's amount is the charges' Total, so the two can never differ
    displayNetAmount: charges.at(-1)?.displayValue ?? formatCents(order.netCents),
    isdelivered: isFinished(order.status) ? 'true' : 'false',
    isRated: order.rated ? 1 : 0,
    buttonName: buttonName(order),
    order_type: order.orderType,
    tip_after_order: order.tipAfterOrder ? 1 : 0,
    tip: centsToAmount(order.tipCents),
    deliveryStaffId: order.staffId,
    deliveryStaffName: order.staffName,
    deliveryStaffProfileImage: order.staffImage ? `${imageBase}${order.staffImage}` : null,
    orderDetails: {
      outletId: order.outletId,
      outletName: order.outletName,
      outletAddress: order.outletAddress,
      displayOrderId: displayOrderId(order.id),
      displayTotalItems: `${items} ${items === 1 ? 'Item' : 'Items'}`,
      dishes: order.lines.map((line) => ({
        dishplayDish: `${line.quantity} x ${line.dishName}`,
        displayPrice: formatCents(line.totalCents),
        customisationItems: line.customisations.map((item) => item.name),
      })),
      charges,
    },
    ...(order.refundMessage ? { refundMessage: order.refundMessage } : {}),
    ...(order.orderType === 'Delivery' && order.deliveryAddress
      ? { deliveryAddress: order.deliveryAddress }
      : {}),
    ...(order.cardLastFour ? { cardLastFour: order.cardLastFour } : {}),
    ...(order.scheduledFor ? { scheduled_for: order.scheduledFor.toISOString() } : {}),
  };
}

import { formatCents } from '@island-eats/api-client/money';
import { displayOrderId } from '../orders/display-order-id';
import type { OrderRow } from '../orders/order-rows';

/** An order as the restaurant's board shows it: what to make, for whom, and how it stands. */
export function boardOrder(order: OrderRow) {
  return {
    orderId: order.id,
    displayOrderId: displayOrderId(order.id),
    outletId: order.outletId,
    outletName: order.outletName,
    status: order.status,
    orderType: order.orderType,
    // the first name only: enough to call out at the counter, no more of the customer's
    customerFirstName: order.customerName.trim().split(/\s+/)[0] ?? '',
    placedAt: order.placedAt.toISOString(),
    scheduledFor: order.scheduledFor?.toISOString() ?? null,
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    preparationMinutes: order.preparationMinutes,
    refusalReason: order.refusalReason,
    note: order.orderNote,
    netAmount: formatCents(order.netCents),
    lines: order.lines.map((line) => ({
      dishName: line.dishName,
      quantity: line.quantity,
      addOns: line.customisations.map((addOn) => addOn.name),
      note: line.note,
    })),
  };
}

export type BoardOrder = ReturnType<typeof boardOrder>;

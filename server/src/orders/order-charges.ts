import type { PastOrder } from '@island-eats/api-client';
import { formatCents } from '@island-eats/api-client/money';
import type { OrderRow } from './order-rows';

export type ChargeLine = PastOrder['orderDetails']['charges'][number];

/**
 * An order's money lines, the one list every place that shows them reads (history card,
 * details, receipt, tracking): each part it was charged for, then 'Total', which is all the
 * customer paid for it (the order's charge and a tip paid after it: order-rows' netCents).
 * The parts add up to the total; order-charges.test.ts holds them to the payment records.
 */
export function orderCharges(order: OrderRow): ChargeLine[] {
  const line = (displayKey: string, cents: number, sign = '') => ({
    displayKey,
    displayValue: `${sign}${formatCents(cents)}`,
  });
  return [
    line('Subtotal', order.subtotalCents),
    ...(order.couponCents > 0
      ? [line(`Coupon (${order.couponCode ?? ''})`, order.couponCents, '-')]
      : []),
    ...(order.deliveryFeeCents > 0 ? [line('Delivery Fee', order.deliveryFeeCents)] : []),
    ...(order.gasCents > 0 ? [line('Gas Surcharge', order.gasCents)] : []),
    ...(order.tipCents > 0 ? [line('Tip', order.tipCents)] : []),
    line('Total', order.netCents),
  ];
}

import { SLOT_MESSAGES } from '@island-eats/api-client/order-later';
import { centsToAmount, formatCents } from '@island-eats/api-client/money';
import type {
  BillTotal,
  CartLine,
  CartView,
  CustomisationGroup,
  CustomisationItem,
} from '@island-eats/api-client';
import type { PricedCart, PricedCustomisation, PricedLine } from './price-cart';

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

function customisationItemWire(item: PricedCustomisation, selected: boolean) {
  return {
    elementId: item.id,
    elementName: item.name,
    Price: centsToAmount(item.priceCents),
    displayPrice: formatCents(item.priceCents),
    isSelected: bit(selected),
    stock_status: bit(item.outOfStock),
    customisationCategoryId: item.groupId,
  } satisfies CustomisationItem;
}

/** Add-ons grouped as the menu shows them; `selected` for a cart line's chosen ones. */
export function groupAddOns(
  items: readonly PricedCustomisation[],
  selected: boolean,
): CustomisationGroup[] {
  const groups = new Map<number, CustomisationGroup>();
  for (const item of items) {
    const group = groups.get(item.groupId) ?? {
      customizableId: item.groupId,
      customizableName: item.groupName,
      customizableType: item.groupType,
      customizableDishItems: [],
    };
    group.customizableDishItems.push(customisationItemWire(item, selected));
    groups.set(item.groupId, group);
  }
  return [...groups.values()];
}

function lineWire(line: PricedLine): CartLine {
  return {
    cartId: line.cartId,
    dishId: line.dishId,
    dishName: line.dishName,
    dishPrice: centsToAmount(line.unitCents),
    dishQuantity: line.quantity,
    dishTotal: centsToAmount(line.totalCents),
    spl_instruction: line.note,
    customisation: line.customisations.map((item) => item.id),
    stock_status: bit(line.outOfStock),
    dishavailable: bit(line.servedNow),
    dishCustomisation: groupAddOns(line.customisations, true),
  };
}

function billTotals(cart: PricedCart): BillTotal[] {
  const entry = (displayKey: string, cents: number): BillTotal => ({
    displayKey,
    displayValue: formatCents(cents),
    netAmount: centsToAmount(cents),
  });
  const totals = [entry('Sub Total', cart.subtotalCents)];
  if (cart.couponSavingCents > 0) totals.push(entry('Coupon Discount', -cart.couponSavingCents));
  if (cart.orderType === 'Delivery') totals.push(entry('Delivery Fee', cart.deliveryFeeCents));
  if (cart.gasSurchargeCents > 0) totals.push(entry('Gas Surcharge', cart.gasSurchargeCents));
  if (cart.tipCents > 0) totals.push(entry('Tip', cart.tipCents));
  // SPEC.md §3: the last entry holds the final net amount.
  totals.push(entry('Net Amount', cart.netCents));
  return totals;
}

/** A priced, non-empty cart in the wire shape; amounts are '12.50' strings. */
export function cartViewWire(cart: PricedCart): CartView {
  const afterDiscount = cart.subtotalCents - cart.couponSavingCents;
  return {
    dishes: {
      dishes: cart.lines.map(lineWire),
      outletDetails: { outletId: cart.outletId ?? 0, outletName: cart.outletName },
      billTotals: billTotals(cart),
      isTwoMany: bit(cart.tooMany !== null),
      // said after SPEC's limit warning, which the pages print themselves: once, naming the dish
      toMany: { shortDes: cart.tooMany ?? '' },
      witoutCommissionPrice: centsToAmount(afterDiscount),
    },
    couponName: cart.couponCode ?? '',
    tipAmount: centsToAmount(cart.tipCents),
    subTotalAmount: centsToAmount(cart.subtotalCents),
    gas_surcharge: centsToAmount(cart.gasSurchargeCents),
    subtotal_discount: centsToAmount(cart.couponSavingCents),
    delivery_discount: centsToAmount(0),
    couponSavingAmount: centsToAmount(cart.couponSavingCents),
    delivery_fee: centsToAmount(cart.deliveryFeeCents),
    blessings_discount: centsToAmount(0),
    order_distance: cart.distanceMiles.toFixed(1),
    after_discount_subtotal: centsToAmount(afterDiscount),
    netAmount: centsToAmount(cart.netCents),
    payment_method_enable: cart.paymentMethodEnable,
    // A slot that has passed, or left the hours, cannot be ordered for either.
    restaurantAvailable: bit(cart.outletAvailable && cart.slotProblem === null),
    couponMessage: cart.couponProblem ?? '',
    scheduled_for: cart.scheduledFor ?? '',
    scheduleMessage: cart.slotProblem ? SLOT_MESSAGES[cart.slotProblem] : '',
  };
}

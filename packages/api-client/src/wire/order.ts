import { described, listOf, wireObject } from './wire-object';
import {
  flagSchema,
  integerSchema,
  nullableInteger,
  nullableNumber,
  nullableText,
  numberSchema,
  orderTypeSchema,
  textSchema,
} from './common';

const displayLine = wireObject({ displayKey: textSchema, displayValue: textSchema });

/** Where an order is in its lifecycle (DESIGN.md §5). */
export const orderStatusSchema = {
  type: 'string',
  enum: [
    'placed',
    'confirmed',
    'rejected',
    'ready_for_pickup',
    'picked_up',
    'delivered',
    'cancelled',
  ],
} as const;

/** An order's money lines, computed in one place on the server, the last one the total charged. */
const chargesSchema = described(
  listOf(displayLine),
  "Subtotal, Coupon, Delivery Fee, Gas Surcharge, Tip (each when it applies), then 'Total': all the customer was charged for the order, a tip paid after it included",
);

export const orderDetailsSchema = wireObject({
  outletId: integerSchema,
  outletName: textSchema,
  outletAddress: textSchema,
  displayOrderId: textSchema,
  displayTotalItems: textSchema,
  dishes: listOf(
    wireObject({
      dishplayDish: described(textSchema, "'2 x Burger' (the name is SPEC.md's)"),
      displayPrice: textSchema,
      customisationItems: listOf(textSchema),
    }),
  ),
  charges: chargesSchema,
});

export const pastOrderSchema = wireObject(
  {
    orderId: integerSchema,
    displaydate: textSchema,
    displayNetAmount: textSchema,
    isdelivered: { type: 'string', enum: ['true', 'false'] },
    isRated: flagSchema,
    buttonName: described(textSchema, "'CANCELLED' shows as Rejected"),
    order_type: orderTypeSchema,
    tip_after_order: flagSchema,
    tip: described(textSchema, "'0.00' when no tip was given yet"),
    deliveryStaffId: nullableInteger,
    deliveryStaffName: nullableText,
    deliveryStaffProfileImage: nullableText,
    orderDetails: orderDetailsSchema,
  },
  {
    refundMessage: described(
      textSchema,
      'only on a paid order that could not be placed after all (buttonName CANCELLED): why, and that the payment was refunded',
    ),
    deliveryAddress: described(textSchema, 'only on a Delivery order: where it goes, as ordered'),
    cardLastFour: described(textSchema, 'only on an order paid with a saved card: its last four'),
    scheduled_for: described(
      textSchema,
      "only on an order for later: the ISO time it is for (shown as 'Scheduled for Mon 11:30 AM')",
    ),
  },
);

const stepTime = described(
  textSchema,
  "'h:mm A' in island time, or '00:00' for a step not reached",
);

export const trackedOrderSchema = wireObject(
  {
    orderId: integerSchema,
    displayOrderId: textSchema,
    outletName: textSchema,
    dishes: listOf(wireObject({ dishName: textSchema, dishQuantity: integerSchema })),
    orderItems: integerSchema,
    netAmount: described(numberSchema, "the charges' Total as a number"),
    charges: chargesSchema,
    order_type: orderTypeSchema,
    status: described(orderStatusSchema, 'where the order is in its lifecycle'),
    receivedTime: stepTime,
    orderConfirmedTime: stepTime,
    rejectedTime: stepTime,
    readyForPickupTime: stepTime,
    orderPickedupTime: stepTime,
    orderReceived: flagSchema,
    orderConfirmed: flagSchema,
    orderRejected: flagSchema,
    orderPickedUp: flagSchema,
    restaurantConfirmedDescription: nullableText,
    outletAddress: described(textSchema, "the restaurant's address, one line"),
    userLatitude: nullableNumber,
    userLongitude: nullableNumber,
    outletlatitude: numberSchema,
    outletLongitude: numberSchema,
    deliveryStaffLatitude: nullableNumber,
    deliveryStaffLongitude: nullableNumber,
  },
  {
    refundMessage: described(
      textSchema,
      'only on a paid order the restaurant rejected or that could not be placed: that its payment was refunded',
    ),
    driverEta: described(
      textSchema,
      "only while a Delivery order's driver is on the way: when they arrive, 'h:mm A' in island time",
    ),
    driverEtaSeconds: described(integerSchema, 'only with driverEta: seconds until then'),
    scheduled_for: described(
      textSchema,
      "only on an order for later: the ISO time it is for (shown as 'Scheduled for Mon 11:30 AM')",
    ),
  },
);

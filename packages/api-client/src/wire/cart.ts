import { described, listOf, wireObject } from './wire-object';
import { amountSchema, displayAmountSchema, flagSchema, integerSchema, textSchema } from './common';
import { customisationGroupSchema } from './dish';

export const cartLineSchema = wireObject({
  cartId: integerSchema,
  dishId: integerSchema,
  dishName: textSchema,
  dishPrice: described(amountSchema, 'unit price with the in-stock add-ons'),
  dishQuantity: integerSchema,
  dishTotal: amountSchema,
  spl_instruction: textSchema,
  customisation: described(listOf(integerSchema), 'the chosen dishCustomisationId list'),
  stock_status: described(flagSchema, '1 when the dish or a chosen add-on is out of stock'),
  dishavailable: described(flagSchema, '1 when the dish is inside its serving window now'),
  dishCustomisation: described(listOf(customisationGroupSchema), 'only the chosen add-ons'),
});

/** One dish of the add-to-cart payload (sent as JSON text). */
export const cartDishInputSchema = wireObject({
  quantity: integerSchema,
  customisation: listOf(integerSchema),
  dishId: integerSchema,
  uuId: textSchema,
  spl_instruction: textSchema,
  os: textSchema,
});

export const billTotalSchema = described(
  wireObject({
    displayKey: textSchema,
    displayValue: displayAmountSchema,
    netAmount: described(amountSchema, 'the same amount as displayValue'),
  }),
  "a bill line: Sub Total, Coupon Discount, Delivery Fee, Gas Surcharge, Tip (each when it applies), and last 'Net Amount'",
);

export const cartDishesSchema = wireObject({
  dishes: listOf(cartLineSchema),
  outletDetails: wireObject({ outletId: integerSchema, outletName: textSchema }),
  billTotals: listOf(billTotalSchema),
  isTwoMany: described(flagSchema, '1 when a dish is above its per-order limit'),
  toMany: wireObject({ shortDes: described(textSchema, 'what the limit is, when isTwoMany') }),
  witoutCommissionPrice: amountSchema,
});

/** payment_method_enable: 1 saved cards, 2 the card/wallet provider. */
export const paymentMethodSchema = described(
  { type: 'integer', enum: [1, 2] },
  '1 saved cards, 2 the card/wallet provider',
);

/** Amounts are computed by the server in cents and sent as '12.50'. */
export const cartViewFields = {
  dishes: cartDishesSchema,
  couponName: described(textSchema, "the applied coupon's code; '' when none"),
  tipAmount: amountSchema,
  subTotalAmount: amountSchema,
  gas_surcharge: amountSchema,
  subtotal_discount: amountSchema,
  delivery_discount: amountSchema,
  couponSavingAmount: amountSchema,
  delivery_fee: amountSchema,
  blessings_discount: amountSchema,
  order_distance: described(textSchema, 'miles, one decimal'),
  after_discount_subtotal: amountSchema,
  netAmount: amountSchema,
  payment_method_enable: described(
    { type: 'integer', enum: [0, 1, 2] },
    "1 saved cards, 2 the provider, 0 none ('Restaurant Payment not setup ...')",
  ),
  restaurantAvailable: described(
    flagSchema,
    '0 when the outlet is closed or does not take this order type now',
  ),
  couponMessage: described(textSchema, "why the cart's coupon gives nothing now; '' when none"),
  scheduled_for: described(
    textSchema,
    "the ISO time it is ordered for; '' for as soon as possible",
  ),
  scheduleMessage: described(
    textSchema,
    "why that time can no longer be ordered for; '' when it can",
  ),
};

export const cartViewSchema = wireObject(cartViewFields);

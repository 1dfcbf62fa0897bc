import { described, listOf, wireObject } from './wire-object';
import {
  failureAnswer,
  flagSchema,
  integerSchema,
  messageField,
  okAnswer,
  textSchema,
} from './common';
import { paymentMethodSchema } from './cart';
import { savedCardSchema } from './account';
import { pastOrderSchema, trackedOrderSchema } from './order';

/** The provider order created for a payment; its `approve` link is where the user is sent. */
export const providerOrderSchema = wireObject({
  id: textSchema,
  status: textSchema,
  links: listOf(wireObject({ href: textSchema, rel: textSchema, method: textSchema })),
});

const payPalToken = described(
  providerOrderSchema,
  'only for the provider method while the outlet is available',
);

/** What each payment, order and tip call answers when it succeeds (error 'false'). */
export const checkPaymentConfigAnswer = okAnswer(
  {
    availability: described(flagSchema, "0: 'Restaurant is not available at this moment'"),
    payment_method_enable: paymentMethodSchema,
  },
  { payPalToken },
);
export const cardListAnswer = okAnswer({ getCardList: listOf(savedCardSchema) });
export const providerCardAnswer = okAnswer({
  cardResponse: wireObject({ id: textSchema, status: textSchema }),
});
export const orderConfirmAnswer = okAnswer({ orderId: integerSchema, ...messageField });
export const pastOrdersAnswer = okAnswer({ pastOrders: listOf(pastOrderSchema) });
export const trackOrdersAnswer = okAnswer({ ordersDetails: trackedOrderSchema });
/** reorder: the past order's lines are in the cart now, priced as the menu prices them today. */
export const reorderAnswer = okAnswer({
  ...messageField,
  outletId: described(integerSchema, 'the restaurant outlet whose items the cart now holds'),
  unavailable: described(
    listOf(textSchema),
    'the lines left out: their dish or an add-on is no longer on the menu or out of stock',
  ),
});
/** reorder refused; otherOutlet 'true': the cart holds another restaurant's items, nothing changed. */
export const reorderRefusal = failureAnswer({
  otherOutlet: described(
    { type: 'string', enum: ['true'] },
    'ask the customer, then send replaceCart true to clear the cart and reorder',
  ),
});
export const checkTipPaymentConfigAnswer = checkPaymentConfigAnswer;

import { described, listOf, wireObject } from './wire-object';
import { orderStatusSchema } from './order';
import {
  integerSchema,
  messageField,
  nullableInteger,
  nullableText,
  okAnswer,
  textSchema,
} from './common';

/**
 * What the restaurant staff's calls answer (issue 36): a signed-in member with the outlets they
 * act for, and what a change changed.
 */
export const staffMemberSchema = wireObject({
  id: integerSchema,
  name: textSchema,
  role: described(
    { type: 'string', enum: ['owner', 'staff'] } as const,
    'an owner acts for every outlet of its restaurant and manages its staff',
  ),
  restaurantId: integerSchema,
  restaurantName: textSchema,
  outlets: described(
    listOf(wireObject({ id: integerSchema, name: textSchema })),
    'the outlets the member acts for',
  ),
});

export const staffSignedInAnswer = okAnswer({
  accessToken: described(textSchema, 'the staff bearer token (not a customer session)'),
  member: staffMemberSchema,
});
export const staffMeAnswer = okAnswer({ member: staffMemberSchema });
export const staffMembersAnswer = okAnswer({ members: listOf(staffMemberSchema) });
export const staffInvitationAnswer = okAnswer({
  invitation: described(textSchema, 'the token of the invitation link, shown once'),
  expiresAt: described(textSchema, 'ISO time after which the link no longer works'),
});
export const staffRemovedAnswer = okAnswer({ staffId: integerSchema });
export const staffSignedOutAnswer = okAnswer(messageField);

/** An order as the restaurant's board shows it (also the BOARD_ORDER_EVENT payload). */
export const boardOrderSchema = wireObject({
  orderId: integerSchema,
  displayOrderId: textSchema,
  outletId: integerSchema,
  outletName: textSchema,
  status: orderStatusSchema,
  orderType: { type: 'string', enum: ['Take Out', 'Delivery'] } as const,
  customerFirstName: textSchema,
  placedAt: described(textSchema, 'ISO time'),
  scheduledFor: described(
    nullableText,
    'ISO time of an order for later; null: as soon as possible',
  ),
  confirmedAt: nullableText,
  preparationMinutes: nullableInteger,
  refusalReason: nullableText,
  note: described(textSchema, "the order's note to the restaurant"),
  netAmount: described(textSchema, "what the customer paid, '$12.50'"),
  lines: listOf(
    wireObject({
      dishName: textSchema,
      quantity: integerSchema,
      addOns: listOf(textSchema),
      note: textSchema,
    }),
  ),
});

export const staffBoardAnswer = okAnswer({
  orders: described(listOf(boardOrderSchema), "under way, and all of today's, newest first"),
  today: described(
    listOf(
      wireObject({
        outletId: integerSchema,
        outletName: textSchema,
        orders: integerSchema,
        takings: described(textSchema, "'$12.50'; refused and cancelled orders apart"),
      }),
    ),
    "today's orders and takings per outlet, in the island's time",
  ),
});

/** The staff's changes answer what they changed. */
export const staffOrderAnswer = okAnswer({
  orderId: integerSchema,
  status: described(textSchema, 'the status the order moved to'),
});
export const staffDishStockAnswer = okAnswer({
  dishId: integerSchema,
  inStock: { type: 'boolean' },
});
export const staffAddOnStockAnswer = okAnswer({
  addOnId: integerSchema,
  inStock: { type: 'boolean' },
});
export const staffAvailabilityAnswer = okAnswer(
  { outletId: integerSchema },
  { emergencyClose: { type: 'boolean' }, online: { type: 'boolean' } },
);

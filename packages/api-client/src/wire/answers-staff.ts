import { described, listOf, wireObject } from './wire-object';
import { integerSchema, messageField, okAnswer, textSchema } from './common';

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

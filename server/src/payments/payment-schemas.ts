import { locatedAtSchema } from '../http/island';

/** Input schemas of the payments calls (SPEC.md §7); numbers may arrive as strings. */
const id = { type: ['integer', 'string'], maxLength: 12 } as const;
const short = (max: number) => ({ type: ['string', 'integer'], maxLength: max }) as const;

export const addCardSchema = {
  body: {
    type: 'object',
    required: ['card_number', 'expiration_month', 'expiration_year', 'cvv', 'zip_code'],
    properties: {
      located_at: locatedAtSchema,
      card_number: { type: 'string', maxLength: 40 },
      expiration_month: short(4),
      expiration_year: short(6),
      card_type: short(4),
      cvv: short(8),
      zip_code: short(12),
      type: { type: 'string', maxLength: 60 },
      outletId: id,
    },
  },
} as const;

export const deleteCardSchema = {
  body: {
    type: 'object',
    properties: {
      located_at: locatedAtSchema,
      outletId: id,
      access_token: { type: 'string', maxLength: 200 },
    },
  },
} as const;

export const paymentConfigSchema = {
  body: {
    type: 'object',
    required: ['outletId'],
    properties: {
      located_at: locatedAtSchema,
      paymentType: short(4),
      method: { type: 'string', maxLength: 40 },
      outletId: id,
      netAmount: short(20),
      /** Optional: the tip and address the checkout priced with, so the wallet amount matches. */
      tipAmount: short(20),
      deliveryAddressId: { type: ['integer', 'string', 'null'], maxLength: 12 },
      /** The page the provider's approval returns to, e.g. /checkout. */
      returnPath: { type: 'string', maxLength: 200 },
      os: { type: 'string', maxLength: 20 },
    },
  },
} as const;

export const cardRequestSchema = {
  body: {
    type: 'object',
    required: ['pay_pal_order_id', 'number', 'name', 'security_code', 'expiry'],
    properties: {
      located_at: locatedAtSchema,
      pay_pal_order_id: { type: 'string', minLength: 1, maxLength: 100 },
      number: { type: 'string', maxLength: 40 },
      name: { type: 'string', maxLength: 100 },
      security_code: { type: 'string', maxLength: 8 },
      expiry: { type: 'string', maxLength: 10 },
      outletId: id,
      os: { type: 'string', maxLength: 20 },
    },
  },
} as const;

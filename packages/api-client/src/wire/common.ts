import { described, wireObject } from './wire-object';
import type { NoFields, Properties } from './wire-object';

/** The server's 0/1 flags (emergency_close, isVeg, stock_status, ...). */
export const flagSchema = { type: 'integer', enum: [0, 1] } as const;

/** The two islands; st_croix is the default (SPEC §9). */
export const locatedAtSchema = { type: 'string', enum: ['st_croix', 'st_thomas'] } as const;

/** 'Take Out' is labelled Pick UP and is the default (SPEC §4). */
export const orderTypeSchema = { type: 'string', enum: ['Take Out', 'Delivery'] } as const;

export const textSchema = { type: 'string' } as const;
export const integerSchema = { type: 'integer' } as const;
export const numberSchema = { type: 'number' } as const;
export const nullableText = { type: ['string', 'null'] } as const;
export const nullableNumber = { type: ['number', 'null'] } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;

/** An amount in dollars as text with two decimals: '12.50', a discount '-3.30'. */
export const amountSchema = described(textSchema, "dollars with two decimals, '12.50'");
/** An amount as shown: '$12.50', a discount '-$3.30'. */
export const displayAmountSchema = described(textSchema, "dollars as shown, '$12.50'");

export const locationSchema = wireObject({
  id: integerSchema,
  name: described(
    { type: 'string', enum: ['st_croix', 'st_thomas', ''] },
    "'' for the list's first entry, the 'Select Location' placeholder (SPEC.md §2)",
  ),
  displayName: textSchema,
});

/** A message to show, answered by the calls that change something. */
export const messageField = { message: described(textSchema, 'the text to show the user') };

/** SPEC.md §8: every answer carries error 'true' | 'false' and errorMessage. */
export const okEnvelope = {
  error: described({ type: 'string', enum: ['false'] }, "'false': the call succeeded"),
};
export const okOptional = {
  errorMessage: described(textSchema, "'' on success"),
};

/**
 * A successful answer (error 'false') with the call's own fields; `optional` are fields that
 * only some answers of the call carry.
 */
export const okAnswer = <const R extends Properties, const O extends Properties = NoFields>(
  fields: R,
  optional?: O,
) => wireObject({ ...okEnvelope, ...fields }, { ...okOptional, ...optional });

/**
 * A refusal (error 'true'): errorMessage says why ('Unauthenticated.' ends the session, SPEC.md
 * §8). `extra` are fields some refusals of a call add (listRestaurant's loginActive, ...).
 */
export const failureAnswer = <const O extends Properties = NoFields>(extra?: O) =>
  wireObject(
    {
      error: described({ type: 'string', enum: ['true'] }, "'true': the call was refused"),
      errorMessage: described(textSchema, 'why, as a sentence to show the user'),
    },
    extra,
  );

import type { FromSchema } from 'json-schema-to-ts';
import type {
  flagSchema,
  locatedAtSchema,
  locationSchema,
  okEnvelope,
  okOptional,
  orderTypeSchema,
} from '../wire/common';
import type { wireObject } from '../wire/wire-object';

/** The server's 0/1 flags (emergency_close, isVeg, stock_status, ...). */
export type Flag = FromSchema<typeof flagSchema>;

/** Every answer carries `error` as a string (SPEC §8); a call only resolves on 'false'. */
export type ApiOk = FromSchema<ReturnType<typeof wireObject<typeof okEnvelope, typeof okOptional>>>;

/**
 * What a call of this client resolves to. The server types each answer against it with
 * `satisfies AnswerOf<typeof call>`, so the server and the pages cannot drift apart.
 */
export type AnswerOf<Call extends (...args: never[]) => Promise<unknown>> = Awaited<
  ReturnType<Call>
>;

/** The two islands; st_croix is the default (SPEC §9). */
export type LocatedAt = FromSchema<typeof locatedAtSchema>;

/** 'Take Out' is labelled Pick UP and is the default (SPEC §4). */
export type OrderType = FromSchema<typeof orderTypeSchema>;

/** A location as the server lists it in getloginSetting. */
export type Location = FromSchema<typeof locationSchema>;

export interface Country {
  name: string;
  dial_code: string;
  code: string;
}

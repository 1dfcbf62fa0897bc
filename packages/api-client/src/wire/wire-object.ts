import type { JSONSchema } from 'json-schema-to-ts';

export type Properties = Record<string, JSONSchema>;
/** No optional fields. */
export type NoFields = Record<never, never>;

/**
 * An answer object as the server sends it: every field in `fields` always present, those in
 * `optional` only sometimes, and nothing else (additionalProperties false), so checking a real
 * answer against its schema also proves the schema lists every field.
 */
export const wireObject = <const R extends Properties, const O extends Properties = NoFields>(
  fields: R,
  optional?: O,
) =>
  ({
    type: 'object',
    properties: { ...fields, ...optional } as R & O,
    required: Object.keys(fields) as (keyof R & string)[],
    additionalProperties: false,
  }) as const;

/** The same schema with a description, the field's meaning as the OpenAPI document shows it. */
export const described = <const S extends object>(schema: S, description: string) =>
  ({ ...schema, description }) as S & { description: string };

/** A list of the given items. */
export const listOf = <const S extends JSONSchema>(items: S) => ({ type: 'array', items }) as const;

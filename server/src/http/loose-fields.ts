import { isDbId } from '../db/ids';

/**
 * The order, tip and rating calls take ids and amounts as the clients send them: a number or
 * its text. These are their schemas and readers, in one place.
 */
export type Loose = string | number;

/** A number or text of at most `maxLength` characters, or null. */
export const looseSchema = (maxLength: number) =>
  ({ type: ['string', 'number', 'null'], maxLength }) as const;

/** An id as a number or its text. */
export const looseIdSchema = { type: ['integer', 'string'], maxLength: 12 } as const;

/** The field as trimmed text; '' when it is missing. */
export function looseText(value: Loose | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** The field as a row id; null when it names no row (not a whole number in range). */
export function looseId(value: Loose | null | undefined): number | null {
  const id = Number(value);
  return value !== null && value !== undefined && isDbId(id) ? id : null;
}

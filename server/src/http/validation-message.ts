import type { FastifySchemaValidationError } from 'fastify';
import { ADDRESS_MESSAGES } from '../addresses/address-input';
import { CART_MESSAGES } from '../cart/check-dish';
import { ORDER_NOT_FOUND } from '../orders/advance-order';
import { RESTAURANT_NOT_FOUND } from '../restaurants/find-outlet';

/**
 * An id that is no id (a page's /restaurant-details/abc, say) names no row: the customer reads
 * what a wrong number would give them, never a schema's 'outletId must be a whole number.'
 */
const NOT_FOUND: Record<string, string> = {
  outletId: RESTAURANT_NOT_FOUND,
  restaurantId: RESTAURANT_NOT_FOUND,
  orderId: ORDER_NOT_FOUND,
  cartId: CART_MESSAGES.lineNotFound,
  dishId: CART_MESSAGES.dishNotFound,
  addressId: ADDRESS_MESSAGES.notFound,
};

/** The answer to a request nothing more precise can be said of. */
export const REQUEST_NOT_VALID = 'The request is not valid.';

/** Turns the first JSON-schema error into a sentence a customer can read in a toast. */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const error = errors[0];
  if (!error) return REQUEST_NOT_VALID;
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath
    .replace(/^\//, '')
    .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
    .replace(/\//g, '.');
  const field =
    error.keyword === 'required' ? String(params.missingProperty) : path || (context ?? 'request');
  const notFound = NOT_FOUND[field.replace(/^.*\./, '')];
  if (notFound) return notFound;

  switch (error.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'type': {
      if (!path) return `The request ${context ?? 'body'} must be a JSON object.`;
      // ['number', 'string', 'null'] fields read best as their main type.
      const expected = String(params.type).split(',')[0]?.replace('integer', 'whole number');
      return `${field} must be a ${expected}.`;
    }
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters.`;
    case 'minLength':
      return `${field} must not be empty.`;
    case 'maxItems':
      return `${field} may hold at most ${String(params.limit)} items.`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}.`;
    case 'pattern':
    case 'format':
      return `${field} is not in the expected format.`;
    case 'additionalProperties':
      return `${String(params.additionalProperty)} is not an accepted field.`;
    default:
      return `${field} is not valid.`;
  }
}

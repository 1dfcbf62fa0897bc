import type { FastifySchemaValidationError } from 'fastify';

/** Turns the first JSON-schema error into a sentence a customer can read in a toast. */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const error = errors[0];
  if (!error) return 'The request is not valid.';
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath
    .replace(/^\//, '')
    .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
    .replace(/\//g, '.');
  const field =
    error.keyword === 'required' ? String(params.missingProperty) : path || (context ?? 'request');

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

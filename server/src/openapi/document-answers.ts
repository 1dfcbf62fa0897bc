import type { FastifyInstance, RouteOptions } from 'fastify';
import { failureAnswer } from '@island-eats/api-client/wire';
import { ANSWERS, type AnswerDoc } from './answer-schemas';

const refusal = failureAnswer();

/** The `response` part of a route schema that documents `doc`. */
function responseSchema(doc: AnswerDoc): Record<string, object> {
  const failures = { '4xx': { description: 'refused (SPEC.md §8)', ...refusal } };
  if (doc.kind === 'redirect') {
    // type 'null' is how @fastify/swagger documents an answer with no body
    return { 303: { description: doc.description, type: 'null' }, ...failures };
  }
  if (doc.kind === 'media') {
    const media = { schema: { type: 'string', format: 'binary' } };
    return {
      200: { description: doc.description, content: { [doc.type]: media } },
      ...failures,
    };
  }
  return {
    200: {
      description: "error 'false' with the answer, or error 'true' with errorMessage",
      anyOf: [doc.ok, doc.failure ?? refusal],
    },
    ...failures,
    ...(doc.unavailable && { 503: { description: doc.unavailable, ...refusal } }),
  };
}

/**
 * Adds each route's answer to its schema, so the OpenAPI document says what every call answers.
 * The answers are sent with JSON.stringify, not serialized from these schemas: fastify's
 * schema serializer drops fields a schema omits, and cached answers are pre-encoded bytes
 * anyway; the OpenAPI test checks real answers against the schemas instead. Register before
 * the OpenAPI plugin, so it sees the answers, and before any route.
 */
export function documentAnswers(app: FastifyInstance): void {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.schema && 'hide' in route.schema && route.schema.hide) return;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    // fastify's own HEAD twins of GET routes and CORS preflights are not calls of the API
    if (methods.length === 0) return;
    const key = `${methods.join(',')} ${route.url}`;
    const doc = ANSWERS[key];
    if (!doc) throw new Error(`${key}: its answer is not documented in answer-schemas.ts`);
    route.schema = { ...route.schema, response: responseSchema(doc) };
  });
}

import fc from 'fast-check';
import type { Probe } from './route-probes';
import { HAND_READ_FIELDS } from './route-probes';
import { BODY_VALUES, RAW_BODIES, URL_VALUES } from './malformed-values';

/** The parts of a JSON schema (OpenAPI 3.0 flavour) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

/** One operation of the OpenAPI document, as the generators need it. */
export interface Operation {
  method: string;
  /** The route as fastify registered it (`:param`), so answers are judged per route. */
  url: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The JSON body's schema; undefined when the route reads its fields by hand. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document, with its route's fastify path. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = (where: string) =>
        Object.fromEntries(
          (op.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]),
        );
      return {
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: params('path'),
        query: params('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/**
 * The document types located_at as any short text; the API knows two islands (SPEC.md §7), and
 * a request naming neither stops at the island check: draw the field as the islands.
 */
const ISLANDS: JsonSchema = { enum: ['st_croix', 'st_thomas'] };
const fieldSchema = (name: string, schema: JsonSchema) =>
  name === 'located_at' ? ISLANDS : schema;

/** Values a schema allows, and their edges: what a client keeping to the document sends. */
export function valueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(valueOf));
  const types = [schema.type ?? ['string', 'integer', 'null']].flat();
  if (schema.nullable) types.push('null');
  return fc.oneof(...types.map((type) => valueOfType(type, schema)));
}

function valueOfType(type: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(schema.items ?? {}), { maxLength: 3 });
    case 'object':
      return objectOf(schema, valueOf);
    default:
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
  }
}

function objectOf(
  schema: JsonSchema,
  field: (schema: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(
      Object.keys(properties).map((k) => [k, field(fieldSchema(k, properties[k]!))]),
    ),
    {
      requiredKeys: (schema.required ?? []).filter((k) => k in properties),
    },
  );
}

/** A field's value: mostly what its schema allows, else hostile or any JSON at all. */
export function fieldOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: valueOf(schema) },
    { weight: 1, arbitrary: fc.constantFrom(...BODY_VALUES) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/** A path or query value: a form of the schema's value, or a hostile one. */
function urlValueOf(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: valueOf(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    },
    { weight: 1, arbitrary: fc.constantFrom(...URL_VALUES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );
}

function optionalFields(
  fields: Record<string, JsonSchema>,
  value: (schema: JsonSchema) => fc.Arbitrary<unknown>,
) {
  return fc.record(
    Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, value(fieldSchema(k, s))])),
    {
      requiredKeys: [],
    },
  );
}

/**
 * The body: the schema's fields (or the hand-read ones) as it allows them, or mixed with hostile
 * values, whole hostile bodies, or any JSON.
 */
function bodyOf(op: Operation): fc.Arbitrary<string | undefined> {
  const fields =
    op.body ??
    ({ properties: Object.fromEntries(HAND_READ_FIELDS.map((f) => [f, {}])) } as JsonSchema);
  return fc.oneof(
    { weight: 3, arbitrary: objectOf(fields, valueOf).map((body) => JSON.stringify(body)) },
    { weight: 3, arbitrary: objectOf(fields, fieldOf).map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  );
}

/** Requests of the operation, generated from its schemas and the hostile values. */
export function requestsOf(op: Operation): fc.Arbitrary<Probe> {
  const paramNames = Object.keys(op.pathParams);
  return fc
    .record({
      params: fc.tuple(...paramNames.map((name) => urlValueOf(op.pathParams[name]!))),
      query: optionalFields({ located_at: { type: 'string' }, ...op.query }, urlValueOf),
      body: op.method === 'GET' ? fc.constant(undefined) : bodyOf(op),
    })
    .map(({ params, query, body }) => {
      let i = 0;
      const path = op.url.replace(/:(\w+)/g, () => encodeURIComponent(params[i++] ?? ''));
      const search = new URLSearchParams(query as Record<string, string>).toString();
      return {
        method: op.method,
        path: search ? `${path}?${search}` : path,
        body,
        label: `${path.slice(0, 80)} ?${search.slice(0, 80)} body ${String(body).slice(0, 120)}`,
      };
    });
}

import type { RouteEntry } from '../../src/http/route-table';
import { BODY_VALUES, FIELD_VALUES, RAW_BODIES, URL_VALUES } from './malformed-values';

/** One hostile request: a path (params and query filled in) and, for POST, a raw body. */
export interface Probe {
  method: string;
  path: string;
  body?: string;
  /** What was sent, for the failure report. */
  label: string;
}

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * Routes without a body schema read these fields by hand (updateProfile, logout); trying the
 * names SPEC.md §7 uses reaches that hand-written code too.
 */
export const HAND_READ_FIELDS = [
  'located_at',
  'userName',
  'email',
  'countryCode',
  'mobileNumber',
  'short_interest_survey',
  'image',
];

interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: FieldSchema[];
  minimum?: number;
}

/** A value the field's schema accepts, so a probe of another field reaches the handler. */
function plausible(field: string, schema: FieldSchema | undefined): unknown {
  if (field === 'located_at') return 'st_croix';
  if (!schema) return '1';
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return plausible(field, schema.anyOf[0]);
  const type = [schema.type ?? 'string'].flat().find((t) => t !== 'null');
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return '1';
}

export function plausibleBody(schema: unknown): Record<string, unknown> {
  const s = (schema ?? {}) as ObjectSchema;
  const properties = (s.properties ?? {}) as Record<string, FieldSchema>;
  return Object.fromEntries(fieldsOf(s).map((f) => [f, plausible(f, properties[f])]));
}

function fieldsOf(schema: unknown): string[] {
  const s = (schema ?? {}) as ObjectSchema;
  return [...new Set([...Object.keys(s.properties ?? {}), ...(s.required ?? [])])];
}

export function fillPath(url: string, value: string): string {
  return url.replace(/:(\w+)/g, () => encodeURIComponent(value));
}

const asQueryText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function withQuery(path: string, query: Record<string, unknown>): string {
  const entries = Object.entries(query);
  if (entries.length === 0) return path;
  const params = new URLSearchParams(entries.map(([k, v]) => [k, asQueryText(v)]));
  return `${path}?${params.toString()}`;
}

/** The route called with values its schema accepts. */
export function plainProbe(route: RouteEntry): Probe {
  const path = fillPath(route.url, '1');
  if (route.method === 'GET') return { method: 'GET', path, label: 'plain' };
  const body = JSON.stringify(plausibleBody(route.schema?.body));
  return { method: route.method, path, body, label: 'plain' };
}

/** 'whole body' puts each hostile value in every field at once; 'every field' also one by one. */
export type ProbeDepth = 'whole body' | 'every field';

/** Everything fed to one route: empty and broken bodies, then every hostile value everywhere. */
export function probesFor(route: RouteEntry, depth: ProbeDepth): Probe[] {
  const { method, url } = route;
  const isGet = method === 'GET';
  const bodyFields = isGet
    ? []
    : route.schema?.body
      ? fieldsOf(route.schema.body)
      : HAND_READ_FIELDS;
  // Every GET takes located_at in the query (SPEC.md §7), whether or not it declares it.
  const queryFields = [...new Set([...fieldsOf(route.schema?.querystring), 'located_at'])];
  const probes: Probe[] = [];
  const add = (path: string, body: string | undefined, label: string) =>
    probes.push({ method, path, body, label });

  const plainPath = fillPath(url, '1');
  if (!isGet) {
    for (const raw of RAW_BODIES) {
      add(plainPath, raw, `raw body ${JSON.stringify(raw)}`);
    }
  } else {
    add(plainPath, undefined, 'no query');
  }

  // every field (and every path parameter) at once holding the same hostile value
  if (isGet) {
    for (const value of URL_VALUES) {
      const query = Object.fromEntries(queryFields.map((f) => [f, value]));
      add(withQuery(fillPath(url, value), query), undefined, `all = ${value.slice(0, 40)}`);
    }
  } else {
    BODY_VALUES.forEach((value, i) => {
      const urlValue = URL_VALUES[i % URL_VALUES.length]!;
      const body = JSON.stringify(Object.fromEntries(bodyFields.map((f) => [f, value])));
      const label = `all fields = ${JSON.stringify(value).slice(0, 40)}, params = ${urlValue.slice(0, 20)}`;
      add(fillPath(url, urlValue), body, label);
    });
  }

  if (depth === 'whole body') return probes;
  // one field at a time, the others holding values their schema accepts
  const base = plausibleBody(isGet ? route.schema?.querystring : route.schema?.body);
  for (const field of isGet ? queryFields : bodyFields) {
    const values = isGet ? URL_VALUES : FIELD_VALUES;
    for (const value of values) {
      const label = `${field} = ${JSON.stringify(value).slice(0, 40)}`;
      const fields = { ...base, [field]: value };
      if (isGet) add(withQuery(plainPath, fields), undefined, label);
      else add(plainPath, JSON.stringify(fields), label);
    }
  }
  return probes;
}

/**
 * Hostile values for the malformed-input pass: wrong types, huge and injection strings, nested
 * structures where scalars are expected. Each is sent in place of every field of every route.
 */
export const HUGE = 'x'.repeat(100_000);

export const BODY_VALUES: readonly unknown[] = [
  HUGE,
  "' OR 1=1 --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '\u0000\u202e',
  '',
  '99999999999999999999999',
  -1,
  1e308,
  true,
  null,
  [1, 'two', { three: 3 }],
  {},
  { $gt: '', nested: { deeper: [{ deepest: null }] } },
];

/** Whole bodies that are not an object of fields, or not JSON at all (undefined: no body). */
export const RAW_BODIES: readonly (string | undefined)[] = [
  undefined,
  '',
  '{}',
  '[]',
  'null',
  '"text"',
  '{"a":',
  '{"__proto__":{}}',
];

/**
 * What goes into a path or query string. Node refuses a request line over 16 KB before fastify
 * sees it, so the huge text here is 8,000 characters: long enough to pass every maxLength.
 */
export const URL_VALUES: readonly string[] = [
  'x'.repeat(8_000),
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '-1',
  '1.5',
  '99999999999999999999999',
  'null',
  '[]',
  '{"a":1}',
  '%00',
];

/** Fewer values for the field-by-field pass, one of each kind, so the pass stays fast. */
export const FIELD_VALUES: readonly unknown[] = [
  HUGE,
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  -1,
  1e308,
  true,
  [1, 'two'],
  { nested: { deeper: [1] } },
];

/**
 * The JSON schemas of every answer (SPEC.md §3, §7, §8): the server documents its answers with
 * them and the client's types are derived from them (json-schema-to-ts), one source for both.
 * A subpath entry: the browser only needs the types, never these objects.
 */
export * from './common';
export * from './user';
export * from './dish';
export * from './restaurant';
export * from './cart';
export * from './order';
export * from './account';
export * from './answers-account';
export * from './answers-shop';
export * from './answers-pay';
export * from './answers-staff';

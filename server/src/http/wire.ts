/**
 * SPEC.md §8 wire shape: every answer carries error 'true' | 'false' and errorMessage.
 * Strings, not booleans, because that is what the clients compare against.
 */
export type WireOk<T extends object> = { error: 'false'; errorMessage: '' } & T;
export type WireError<T extends object = object> = { error: 'true'; errorMessage: string } & T;

export function ok<T extends object>(data: T): WireOk<T> {
  return { error: 'false', errorMessage: '', ...data };
}

export function fail<T extends object>(errorMessage: string, data?: T): WireError<T> {
  return { error: 'true', errorMessage, ...(data as T) };
}

/** What every call answers while the database cannot be reached (SPEC.md §8 wire shape). */
export const DATABASE_UNREACHABLE =
  'We cannot reach our database right now. Please try again in a moment.';

/** Socket failures of a database that is down, restarting or cut off. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Postgres's own words for it: class 08 (connection exception) and the shutdown family
 * (57P01 terminated by an administrator, as `pg_ctl stop -m fast` does; 57P02 crash shutdown;
 * 57P03 starting up or shutting down).
 */
const SQLSTATE_UNREACHABLE = /^(08...|57P0[123])$/;

/** node-postgres raises these as plain Errors, without a code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
];

/**
 * True when `error` says the database is out of reach (not that a statement was wrong): the
 * call may succeed as it is once the database is back, so it answers DATABASE_UNREACHABLE.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNREACHABLE.test(code))) {
    return true;
  }
  if (DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Node's connect to a host with several addresses fails with one error per address.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnreachable);
}

/**
 * Postgres's words for a statement that may pass as it is when tried again: class 40
 * (serialization failure, deadlock), 53 (out of resources), 57014 (cancelled: a statement
 * time limit), 55P03 (lock not available), 25P03 (idle in transaction too long).
 */
const SQLSTATE_PASSING = /^(40...|53...|57014|55P03|25P03)$/;

/**
 * True when `error` may not happen again on a retry (the database out of reach, a time limit,
 * a deadlock); false when the same statement would fail the same way (a constraint, a bug).
 */
export function isPassingDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isDatabaseUnreachable(error) || (typeof code === 'string' && SQLSTATE_PASSING.test(code));
}

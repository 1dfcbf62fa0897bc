import type { Db } from '../../src/db/db';

/**
 * Tables a refused call may still write by design: a token's last use, and the OTP attempt
 * counters that limit guessing. Every other table must be untouched by a failed call.
 */
const WRITTEN_ON_REFUSAL = new Set(['auth_tokens', 'otp_codes', 'schema_migrations']);

/**
 * Rows a refused call may still write by design: a declined charge's intent, kept closed as the
 * record of the attempt (a twin request may still be charging under it: payments/charge-intent).
 */
const KEPT_ON_REFUSAL: Record<string, string> = { payment_intents: "t.status <> 'closed'" };

/** A digest of every row of every table a failed call must not change. */
export async function dbFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      ORDER BY table_name`,
  );
  const watched = tables.map((t) => t.name).filter((name) => !WRITTEN_ON_REFUSAL.has(name));
  const [row] = await db.query<Record<string, string | null>>(
    `SELECT ${watched
      .map(
        (name) =>
          `(SELECT coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') FROM ${name} t
             WHERE ${KEPT_ON_REFUSAL[name] ?? 'true'}) AS ${name}`,
      )
      .join(', ')}`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, v ?? '']));
}

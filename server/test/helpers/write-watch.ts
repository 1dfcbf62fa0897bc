import type { Db } from '../../src/db/db';

/**
 * What a signed-in call writes whether it succeeds or not: the token's last use. Anything else
 * that is not a read may have changed a table.
 */
const TOUCHES_NOTHING_WATCHED =
  /^\s*(SELECT|WITH\s+\w+\s+AS\s*\(\s*SELECT)\b|^\s*UPDATE auth_tokens SET last_used_at/i;

/**
 * The database, telling `wrote()` of every statement that may have written a watched table
 * (db-fingerprint), so a test fingerprints the database only after such a statement.
 */
export function watchWrites(db: Db, wrote: () => void): Db {
  const watched = (inner: Db): Db => ({
    ...inner,
    query: (sql, params) => {
      if (!TOUCHES_NOTHING_WATCHED.test(sql)) wrote();
      return inner.query(sql, params);
    },
    exec: (sql) => {
      wrote();
      return inner.exec(sql);
    },
    transaction: (fn) => inner.transaction((tx) => fn(watched(tx))),
    close: () => inner.close(),
  });
  return watched(db);
}

import type { Db } from '../db/db';
import { isDatabaseUnreachable } from '../db/unreachable';

/** The domains migrations 005 and 006 version; their triggers say what each one covers. */
const DATA_DOMAINS = ['catalogue', 'favourites', 'sessions', 'carts', 'orders'] as const;
export type DataDomain = (typeof DATA_DOMAINS)[number];
export type DataVersions = Readonly<Record<DataDomain, string>>;

export interface DataVersionReader {
  /**
   * The versions as of a read that started after this call: every write committed before the
   * call (through any API process, a staff tool or psql) shows in them.
   */
  read(): Promise<DataVersions>;
}

export function createDataVersionReader(db: Db): DataVersionReader {
  return db.completedWrites ? localReader(db, db.completedWrites) : sharedReader(db);
}

/**
 * A database other processes write too (Postgres): one query serves every caller waiting at the
 * moment it starts. A caller that arrives while a read is running waits for the next one, since
 * the running read may predate its request; so under load one small query a round trip stands
 * behind many requests.
 *
 * This is also how several API processes invalidate each other's caches, with or without
 * Redis. The versions move in the writing transaction (the triggers), so a read that starts
 * after the write was acknowledged sees them moved: read-your-writes on every process, and
 * writes from psql or a staff tool count too. Invalidation pushed over Redis pub/sub or NOTIFY
 * could arrive after the client's next read on another process, or be lost while a connection
 * is down; it would only save this query, at the price of a stale answer.
 */
function sharedReader(db: Db): DataVersionReader {
  let running: Promise<DataVersions> | null = null;
  let queued: Promise<DataVersions> | null = null;

  const start = (): Promise<DataVersions> => {
    running = readVersions(db).finally(() => {
      running = null;
    });
    return running;
  };

  return {
    read() {
      if (!running) return start();
      queued ??= running
        // A database out of reach for the running read is for the waiting ones too: a second
        // statement's bound on top of the first would take them past the 2 s every call answers
        // in (issue 33: a silent partition).
        .then(
          () => null,
          (error: unknown) => (isDatabaseUnreachable(error) ? error : null),
        )
        .then((unreachable) => {
          queued = null;
          if (unreachable) throw unreachable;
          return running ?? start();
        });
      return queued;
    },
  };
}

/**
 * A database only this process writes: the versions last read hold until a write completes,
 * so reads cost no query at all between writes.
 */
function localReader(db: Db, completedWrites: () => number): DataVersionReader {
  let last: { writes: number; versions: Promise<DataVersions> } | null = null;
  return {
    read() {
      const writes = completedWrites();
      if (last?.writes === writes) return last.versions;
      const versions = readVersions(db);
      const read = { writes, versions };
      last = read;
      versions.catch(() => {
        if (last === read) last = null;
      });
      return versions;
    },
  };
}

async function readVersions(db: Db): Promise<DataVersions> {
  const rows = await db.query<{ domain: DataDomain; version: string }>(
    'SELECT domain, version::text AS version FROM data_versions',
  );
  const versions = Object.fromEntries(DATA_DOMAINS.map((domain) => [domain, ''])) as Record<
    DataDomain,
    string
  >;
  for (const row of rows) versions[row.domain] = row.version;
  return versions;
}

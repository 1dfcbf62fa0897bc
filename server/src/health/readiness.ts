import type { Db } from '../db/db';
import { migrationFiles } from '../db/migrate';
import type { SharedRedis } from '../redis/connect-redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process should be sent calls (GET /api/v1/ready); main.ts drains it. */
    readiness: Readiness;
  }
}

/** What can keep the process from being ready, by the name its answer gives. */
export type NotReady = 'shutting down' | 'database' | 'migrations' | 'redis';

export interface Readiness {
  /** What is not ready now; [] when the process may be sent calls. */
  notReady(): Promise<NotReady[]>;
  /**
   * From now on not ready: the process is shutting down (SIGTERM). It keeps answering other
   * calls while the proxy or orchestrator stops sending it new ones.
   */
  drain(): void;
}

/**
 * A check that takes longer than this fails: an orchestrator's probe waits about a second, and
 * a database that slow to `select 1` cannot serve calls either.
 */
const CHECK_TIMEOUT_MS = 1000;

/** What `check` answered within CHECK_TIMEOUT_MS; false when it failed or took longer. */
async function within(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, CHECK_TIMEOUT_MS, false);
  });
  try {
    return await Promise.race([check(), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ready: not shutting down, the database answers, every migration this code knows is applied,
 * and Redis (when the site has one) answers PING. `db` is the database itself, not the calls'
 * turns (http/calls-in-turn.ts): a busy API is still a ready one. Checks asked while one runs
 * share it, so a flood of probes costs one query at a time.
 */
export function createReadiness(db: Db, redis?: SharedRedis): Readiness {
  let draining = false;
  // Migrations are never undone: once all are applied they stay so, and are asked no more.
  let migrated = false;
  let checking: Promise<NotReady[]> | null = null;

  const migrationsApplied = async () => {
    if (migrated) return true;
    const [known, applied] = await Promise.all([
      migrationFiles(),
      db.query<{ version: string }>('SELECT version FROM schema_migrations'),
    ]);
    const versions = new Set(applied.map((row) => row.version));
    migrated = known.every((file) => versions.has(file));
    return migrated;
  };

  const check = async (): Promise<NotReady[]> => {
    const [database, redisAnswers] = await Promise.all([
      within(async () => (await db.query('SELECT 1')).length === 1),
      redis ? within(async () => (await redis.client.ping()) === 'PONG') : true,
    ]);
    const notReady: NotReady[] = [];
    if (!database) notReady.push('database');
    else if (!(await within(migrationsApplied))) notReady.push('migrations');
    if (!redisAnswers) notReady.push('redis');
    return notReady;
  };

  return {
    notReady() {
      if (draining) return Promise.resolve(['shutting down']);
      checking ??= check().finally(() => {
        checking = null;
      });
      return checking;
    },
    drain() {
      draining = true;
    },
  };
}

import type { Db } from '../src/db/db';
import { registry } from '../src/metrics/metrics';
import { startApiProcess } from './helpers/api-process';
import { openProcessDb } from './helpers/process-db';
import { openSeededDb } from './helpers/test-db';
import type { TestServer } from './helpers/test-server';
import { startTestServer } from './helpers/test-server';

// Issue 38: GET health says the process is alive, GET ready whether it may be sent calls: the
// database answers, every migration is applied, Redis (when set) answers, and it is not shutting
// down. On SIGTERM the process answers not ready for DRAIN_MS while it serves on, then closes.

jest.setTimeout(60_000);

let db: Db;
beforeAll(async () => {
  db = await openSeededDb();
});
afterAll(() => db?.close());

/** The database as an API sees it, made to fail or to hang at will. */
function unsteady(real: Db) {
  let state: 'up' | 'failing' | 'hanging' = 'up';
  const gate = () =>
    state === 'failing'
      ? Promise.reject(new Error('connection terminated'))
      : state === 'hanging'
        ? new Promise<never>(() => {})
        : Promise.resolve();
  const database: Db = {
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      await gate();
      return real.query<T>(sql, params);
    },
    exec: (sql) => real.exec(sql),
    transaction: (fn) => real.transaction(fn),
    close: async () => {},
  };
  return { database, set: (next: typeof state) => void (state = next) };
}

async function readiness(server: TestServer) {
  const response = await server.get('ready');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET ready', () => {
  let server: TestServer;
  let database: ReturnType<typeof unsteady>;

  beforeAll(async () => {
    database = unsteady(db);
    server = await startTestServer({ db: database.database });
  });
  afterAll(() => server?.close());

  it('answers ready while the database answers and is migrated', async () => {
    expect(await readiness(server)).toEqual({
      status: 200,
      body: { error: 'false', errorMessage: '', status: 'ready' },
    });
  });

  it('answers 503 naming the database while it fails, and ready again once it is back', async () => {
    database.set('failing');
    try {
      expect(await readiness(server)).toEqual({
        status: 503,
        body: { error: 'true', errorMessage: 'Not ready: database.' },
      });
      // alive all the same: an orchestrator must not restart a process for its database
      expect((await server.get('health')).status).toBe(200);
    } finally {
      database.set('up');
    }
    expect((await readiness(server)).status).toBe(200);
  });

  it('says the same to Prometheus: island_eats_ready is 1 while ready, 0 while it is not', async () => {
    const gauge = async () =>
      /^island_eats_ready (\S+)$/m.exec(
        await registry.getSingleMetricAsString('island_eats_ready'),
      )?.[1];
    expect(await gauge()).toBe('1');
    database.set('failing');
    try {
      expect(await gauge()).toBe('0');
    } finally {
      database.set('up');
    }
    expect(await gauge()).toBe('1');
  });

  it('answers 503 within about a second while the database does not answer', async () => {
    database.set('hanging');
    try {
      const started = Date.now();
      expect(await readiness(server)).toMatchObject({
        status: 503,
        body: { errorMessage: 'Not ready: database.' },
      });
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      database.set('up');
    }
  });

  it('answers 503 while draining, and serves every other call', async () => {
    const draining = await startTestServer({ db });
    try {
      draining.app.readiness.drain();
      expect(await readiness(draining)).toEqual({
        status: 503,
        body: { error: 'true', errorMessage: 'Not ready: shutting down.' },
      });
      expect((await draining.get('health')).status).toBe(200);
      const settings = await draining.get('getloginSetting?located_at=st_croix');
      expect(settings.status).toBe(200);
      expect(await settings.json()).toMatchObject({ error: 'false' });
    } finally {
      await draining.close();
    }
  });
});

it('answers 503 naming the migrations while one is not applied', async () => {
  const [last] = await db.query<{ version: string }>(
    'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version',
  );
  const server = await startTestServer({ db });
  try {
    expect(await readiness(server)).toEqual({
      status: 503,
      body: { error: 'true', errorMessage: 'Not ready: migrations.' },
    });
  } finally {
    await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [last!.version]);
  }
  try {
    expect((await readiness(server)).status).toBe(200);
  } finally {
    await server.close();
  }
});

it("answers 503 naming Redis while the site's Redis does not answer", async () => {
  // nothing listens on port 9: the API serves without Redis, but is not ready
  const server = await startTestServer({
    db,
    redis: { url: 'redis://127.0.0.1:9', prefix: 'readiness-test:' },
  });
  try {
    expect(await readiness(server)).toEqual({
      status: 503,
      body: { error: 'true', errorMessage: 'Not ready: redis.' },
    });
    expect((await server.get('getloginSetting?located_at=st_croix')).status).toBe(200);
  } finally {
    await server.close();
  }
});

it('on SIGTERM answers not ready for DRAIN_MS, serving on, then closes', async () => {
  const store = await openProcessDb();
  const api = await startApiProcess({ ...store.env, DRAIN_MS: '1500' });
  try {
    const ready = () => fetch(`${api.origin}/api/v1/ready`).then((response) => response.status);
    expect(await ready()).toBe(200);
    const signalled = Date.now();
    api.child.kill('SIGTERM');
    // the signal lands within moments; the process drains, and still answers every other call
    let status = await ready();
    for (let tries = 0; status !== 503 && tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = await ready();
    }
    expect(status).toBe(503);
    expect(await api.get('getloginSetting?located_at=st_croix')).toMatchObject({ error: 'false' });
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
  } finally {
    await api.stop('SIGKILL');
    await store.dispose();
  }
});

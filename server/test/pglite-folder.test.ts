import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db/db';
import { migrationFiles } from '../src/db/migrate';
import { createDataDir } from '../src/db/create-data-dir';
import { writeNewDatabase } from '../src/db/make-new-database';
import { openPglite } from '../src/db/pglite';
import { TEMPLATE_ENV } from './helpers/pglite-template';
import { startApiProcess } from './helpers/api-process';

jest.setTimeout(120_000);

// `pnpm start` on a fresh clone: DATA_DIR's parents do not exist yet.
it('opens a data folder whose parent folders do not exist yet, and reopens it', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'island-eats-pglite-'));
  const dataDir = path.join(root, '.data', 'pglite');
  try {
    const db = await openPglite(dataDir);
    await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    await db.close();
    const again = await openPglite(dataDir);
    expect(await again.query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
    await again.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// Two processes writing one folder corrupt it past opening (a second `pnpm start` beside the
// first): the second is refused, by name, and the folder stays whole. A process killed
// without closing (SIGKILL) leaves its lock behind, and the next one takes it over.
it('refuses a folder another process has open, and takes over the lock of one that died', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'island-eats-pglite-'));
  const dataDir = path.join(root, 'pglite');
  // this folder, whatever database the suite runs on (CI sets DATABASE_URL for all of it)
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', ISLAND_EATS_DEV: '1' };
  try {
    const api = await startApiProcess(env);
    await expect(openPglite(dataDir)).rejects.toThrow(
      `the database in ${dataDir} is open in process ${api.child.pid} (another \`pnpm start\`?)`,
    );
    expect(await api.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const killed = await startApiProcess(env);
    await killed.stop('SIGKILL');
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const db = await openPglite(dataDir);
    expect(await db.query('SELECT count(*)::int AS n FROM outlets')).not.toEqual([{ n: 0 }]);
    await db.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// compose or a person at a terminal may stop the API while it still creates and seeds its
// database: it ends by itself, not killed by the signal, and the folder opens afterwards.
it('stops cleanly when asked to while it starts', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'island-eats-pglite-'));
  const dataDir = path.join(root, 'pglite');
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    while (!existsSync(`${dataDir}.lock`)) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    const db = await openPglite(dataDir);
    await db.close();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// A new folder is a copy of the build's migrated database when there is one, else of a dumped
// one (the suite's template here) made by a process of its own; either is moved in whole.
it("makes a new folder as a copy of the build's database or of a dump, leaving nothing beside it", async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'island-eats-pglite-'));
  const built = path.join(root, 'built');
  const migrations = (await migrationFiles()).length;
  const applied = async (db: Db) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations'))[0]?.n;
  try {
    await writeNewDatabase(built);
    // (made again: the older one moves out whole)
    await writeNewDatabase(built);
    const copied = path.join(root, 'copied');
    mkdirSync(copied);
    await createDataDir(copied, undefined, built);
    const fromBuild = await openPglite(copied);
    expect(await applied(fromBuild)).toBe(migrations);
    await fromBuild.close();

    const fromDump = await openPglite(path.join(root, 'dumped'), process.env[TEMPLATE_ENV]);
    expect(await applied(fromDump)).toBe(migrations);
    await fromDump.close();
    expect(readdirSync(root).sort()).toEqual(['built', 'copied', 'dumped']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

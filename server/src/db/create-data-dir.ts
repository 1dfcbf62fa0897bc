import { spawn } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { copyNewDatabase } from './new-database';

/**
 * The child's script: a new PGlite in DATA_DIR (initdb, or a copy of COPY_FILE), closed. Plain
 * JavaScript on PGlite's own CommonJS entry, so it runs from the sources and the build alike.
 */
const CREATE = `
const { readFileSync } = require('node:fs');
const { PGlite } = require(process.env.PGLITE_ENTRY);
// the parent gone (killed), its pipe closes: this ends too
process.stdin.on('end', () => process.exit(1)).resume();
const copy = process.env.COPY_FILE;
const pg = new PGlite(process.env.DATA_DIR, {
  loadDataDir: copy ? new Blob([readFileSync(copy)]) : undefined,
});
pg.waitReady.then(() => pg.close()).then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
`;

/**
 * Makes the new database of the empty folder `dataDir`, which the caller holds the lock of: a
 * copy of the build's migrated one (`built`: new-database.ts), else of `copyFile` (a database
 * PGlite dumped) or initdb, which run in a process of their own, so the memory they take
 * (initdb peaks at ~800 MB) goes back to the system with it, not to this process's allocator,
 * which would keep ~150 MB of it. Written beside and moved in whole: a start stopped half-way
 * leaves the folder empty, and the next start makes it again.
 */
export async function createDataDir(
  dataDir: string,
  copyFile?: string,
  built?: string,
): Promise<void> {
  const making = `${dataDir}.new`;
  rmSync(making, { recursive: true, force: true });
  try {
    if (copyFile !== undefined || !copyNewDatabase(making, built))
      await inProcessOfItsOwn(making, copyFile);
    renameSync(making, dataDir);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    throw error;
  }
}

/** CREATE in a child process; rejects when it fails. */
async function inProcessOfItsOwn(dataDir: string, copyFile?: string): Promise<void> {
  const child = spawn(process.execPath, ['-e', CREATE], {
    env: {
      ...process.env,
      PGLITE_ENTRY: createRequire(__filename).resolve('@electric-sql/pglite'),
      DATA_DIR: dataDir,
      COPY_FILE: copyFile ?? '',
    },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  // (it does not outlive this process: a stop during a start ends both)
  const stop = () => child.kill('SIGKILL');
  process.once('exit', stop);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`the new database in ${dataDir} was not made (exit ${code})`);
  } finally {
    process.off('exit', stop);
  }
}

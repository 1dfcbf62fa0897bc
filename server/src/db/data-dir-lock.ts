import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Holds an embedded database's folder for this process. PGlite keeps no lock of its own (a
 * Postgres server's postmaster.pid), and two processes writing one folder (a second
 * `pnpm start` in the same checkout, say) corrupt it past opening: "RuntimeError: Aborted()".
 * The lock is a file beside the folder holding the owner's pid; one whose process is gone (a
 * SIGKILL) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const mine = String(process.pid);
  // a fresh clone has no `.data/` yet
  mkdirSync(path.dirname(dataDir), { recursive: true });
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeFileSync(fd, mine);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (alive(owner)) {
        throw new Error(
          `the database in ${dataDir} is open in process ${owner} (another \`pnpm start\`?): ` +
            'stop that one first, or give this one a DATA_DIR of its own',
        );
      }
      unlinkSync(lockFile);
    }
  }
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8') === mine) unlinkSync(lockFile);
    } catch {
      // gone already
    }
  };
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

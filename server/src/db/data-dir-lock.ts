import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Holds an embedded database's folder for this process. PGlite keeps no lock of its own (a
 * Postgres server's postmaster.pid), and two processes writing one folder (a second
 * `pnpm start` in the same checkout, say) corrupt it past opening: "RuntimeError: Aborted()".
 * The lock is a file beside the folder holding the owner's pid; one whose process is gone (a
 * SIGKILL) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = path.resolve(dataDir);
  const lockFile = `${folder}.lock`;
  const mine = String(process.pid);
  // a fresh clone has no `.data/` yet
  mkdirSync(path.dirname(folder), { recursive: true });
  // linked into place whole: the lock never exists without its pid for another to misread
  const claim = `${lockFile}.${mine}.${randomBytes(4).toString('hex')}`;
  writeFileSync(claim, mine);
  try {
    for (let tries = 0; ; tries += 1) {
      try {
        linkSync(claim, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || tries === 5) throw error;
        const owner = ownerOf(lockFile);
        if (owner !== null && alive(owner)) {
          throw new Error(
            `the database in ${dataDir} is open in process ${owner} (another \`pnpm start\`?): ` +
              `stop that one first, or give this one a DATA_DIR of its own`,
          );
        }
        // its owner is gone (or it went meanwhile): try again without it
        removeIfPresent(lockFile);
      }
    }
  } finally {
    removeIfPresent(claim);
  }
  return () => {
    if (ownerOf(lockFile) === process.pid) removeIfPresent(lockFile);
  };
}

/** The pid a lock file names; null when there is none (it went, or names nothing). */
function ownerOf(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

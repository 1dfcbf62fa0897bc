import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/pglite';

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

/**
 * `node --import tsx server/scripts/new-database.ts` (`pnpm build` runs it): the migrated data
 * folder a new embedded database starts as a copy of (src/db/new-database.ts).
 */
import path from 'node:path';
import { writeNewDatabase } from '../src/db/make-new-database';
import { newDatabaseDir } from '../src/db/new-database';
import { REPO_ROOT } from '../src/db/paths';

void writeNewDatabase().then(() => {
  console.log(`new database made: ${path.relative(REPO_ROOT, newDatabaseDir())}`);
});

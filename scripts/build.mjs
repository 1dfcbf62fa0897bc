// `pnpm build`: production builds of every app (each to its own dist/ with its mf-manifest.json)
// and of the API (server/dist/main.js, run with plain node in production: README.md), and the
// migrated database a new embedded one starts from (server/src/db/new-database.ts).
// `node scripts/build.mjs --apps shell,browse` builds those apps alone (`pnpm start`'s stale ones).
// Always plain node, never under tsx: tsx's transform of the federation plugin's own code puts
// its helper (`__name`) into the runtime the plugin writes out as text, and the Node builds
// then fail to load.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps } from '@island-eats/build-config';
import { buildApps } from '@island-eats/build-config/build-apps';

process.env.NODE_ENV ??= 'production';
const { values } = parseArgs({ options: { apps: { type: 'string' } } });
if (values.apps !== undefined) {
  const named = values.apps.split(',');
  await buildApps(apps.filter((app) => named.includes(app.dir)));
} else {
  await buildApps();
  execFileSync(
    process.execPath,
    [path.resolve(import.meta.dirname, '../server/scripts/build.mjs')],
    { stdio: 'inherit' },
  );
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../server/scripts/new-database.ts')],
    { stdio: 'inherit' },
  );
}

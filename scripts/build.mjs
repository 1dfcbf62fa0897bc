// `pnpm build`: production builds of every app (each to its own dist/ with its mf-manifest.json)
// and of the API (server/dist/main.js, run with plain node in production: README.md).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildApps } from '@island-eats/build-config/build-apps';

process.env.NODE_ENV ??= 'production';
await buildApps();
execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../server/scripts/build.mjs')], {
  stdio: 'inherit',
});

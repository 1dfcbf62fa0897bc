// `pnpm build`: production builds of every app (each to its own dist/ with its mf-manifest.json).
import { buildApps } from '@island-eats/build-config/build-apps';

process.env.NODE_ENV ??= 'production';
await buildApps();

// `node e2e/support/build-app-variant.mjs <app> <folder> <text> <replacement>`: a production
// build of one app into <folder>, with <text> replaced in its sources, as a new version of it
// to roll out (e2e/tests/remote-roll.test.ts). The source tree and apps/*/dist stay as they are.
import path from 'node:path';
import { apps } from '@island-eats/build-config';
import { buildApps } from '@island-eats/build-config/build-apps';

const [dir, folder, text, replacement] = process.argv.slice(2);
const app = apps.find((candidate) => candidate.dir === dir);
if (!app || !folder || !text || replacement === undefined) {
  console.error(
    'usage: node e2e/support/build-app-variant.mjs <app> <folder> <text> <replacement>',
  );
  process.exit(2);
}
process.env.NODE_ENV = 'production';
const replaceText = {
  test: /\.tsx?$/,
  include: path.resolve(import.meta.dirname, '../../apps', dir, 'src'),
  enforce: 'pre',
  loader: path.join(import.meta.dirname, 'replace-text-loader.cjs'),
  options: { text, replacement },
};
await buildApps([app], {
  dist: () => path.resolve(folder),
  adjust: (config) => ({
    ...config,
    module: { ...config.module, rules: [...config.module.rules, replaceText] },
  }),
});

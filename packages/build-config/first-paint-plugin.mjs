import { spawn } from 'node:child_process';
import path from 'node:path';

export const FIRST_PAINT_FILE = 'first-paint.json';

const runner = path.join(import.meta.dirname, 'render-first-paint.mjs');
const tsxLoader = import.meta.resolve('tsx');

/**
 * After a production build has emitted, renders the app's first paint (a module whose
 * `renderFirstPaint()` returns it: the host's frame and route table, or a remote's pages, each
 * `{ html, css }`) into dist/, which the page server puts in the page (page-html.mjs). It runs
 * in a Node process of its own, with tsx for the app's TypeScript, so the build's process never
 * loads React.
 */
export class FirstPaintPlugin {
  /**
   * @param {string} module the first-paint module, relative to the app's folder
   * @param {string} file what it writes in dist/: a remote's page frames go to
   *   PAGE_FIRST_PAINT_FILE (entry-files.mjs)
   */
  constructor(module, file = FIRST_PAINT_FILE) {
    this.module = module;
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('FirstPaintPlugin', async () => {
      const module = path.resolve(compiler.context, this.module);
      const out = path.join(compiler.outputPath, this.file);
      const child = spawn(process.execPath, ['--import', tsxLoader, runner, module, out], {
        cwd: compiler.context,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'pipe'],
      });
      let errors = '';
      child.stderr.on('data', (chunk) => (errors += chunk));
      const code = await new Promise((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`first paint of ${this.module} failed:\n${errors}`);
    });
  }
}

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// In child processes: jest's module system cannot load the ES modules of build-config.
const buildConfig = path.resolve(__dirname, '..');
const menuCart = path.resolve(__dirname, '../../../apps/menu-cart');
const browse = path.resolve(__dirname, '../../../apps/browse');

// A contract with one entry the build cannot read (a template string) and one missing file.
const BROKEN_CONTRACT = `
export const exposes = {
  'page/home': () => import('./pages/home-page'),
  'page/gone': () => import('./pages/gone-page'),
  basket: () => import(\`./parts/basket\`),
};
`;

let folder: string;
/** A copy of browse (its package.json) whose src/contract.ts is `contract`, in a temp folder. */
function browseWith(contract: string) {
  const dir = path.join(folder, 'browse');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src/pages'), { recursive: true });
  copyFileSync(path.join(browse, 'package.json'), path.join(dir, 'package.json'));
  // browse's own dependencies: the build resolves react-router-dom and the rest from the app
  symlinkSync(path.join(browse, 'node_modules'), path.join(dir, 'node_modules'));
  copyFileSync(
    path.join(browse, 'src/pages/home-page.tsx'),
    path.join(dir, 'src/pages/home-page.tsx'),
  );
  writeFileSync(path.join(dir, 'src/contract.ts'), contract);
  return dir;
}

/** A script's output, run as an ES module in build-config's folder. */
const run = (script: string, env: Record<string, string>) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: buildConfig,
    env: { ...process.env, ...env },
  });

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'contract-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** exposesOf and contractProblems (contract-exposes.mjs, remote-contract.mjs) of an app. */
function readContract(dir: string, name: string) {
  const script = `
    import { exposesOf } from './contract-exposes.mjs';
    import { contractProblems } from './remote-contract.mjs';
    const { APP_DIR: dir, APP_NAME: name } = process.env;
    console.log(JSON.stringify({ exposes: exposesOf(dir), problems: contractProblems({ dir, name }) }));
  `;
  const output = run(script, { APP_DIR: dir, APP_NAME: name }).stdout.toString();
  return JSON.parse(output) as { exposes: Record<string, string>; problems: string[] };
}

test("menu-cart exposes its contract's files", () => {
  expect(readContract(menuCart, 'menu_cart')).toEqual({
    exposes: {
      './page/restaurant-details': './src/pages/restaurant-details-page.tsx',
      './page/my-cart': './src/pages/my-cart-page.tsx',
      './cart-panel': './src/exposed-cart-panel.tsx',
      './add-to-cart-modal': './src/exposed-add-to-cart-modal.tsx',
      './outlet-menu': './src/exposed-outlet-menu.tsx',
    },
    problems: [],
  });
});

test('an entry the build cannot read, or a file that is not there, is named', () => {
  expect(readContract(browseWith(BROKEN_CONTRACT), 'browse').problems).toEqual([
    "src/contract.ts of browse has 3 imports, of which the build reads 2 as entries: write each as 'name': () => import('./file'),",
    'browse exposes ./page/gone from ./src/pages/gone-page, which is not there',
  ]);
});

test("a remote's build fails when its contract does not hold", () => {
  // browse's federated build (createAppConfig) of the broken contract
  const script = `
    import { rspack } from '@rspack/core';
    import { createAppConfig } from './index.mjs';
    const [federated] = createAppConfig({ dir: process.env.APP_DIR });
    federated.output.path = process.env.OUT;
    rspack(federated, (error, stats) => {
      if (error) throw error;
      console.log(stats.toString({ all: false, errors: true }));
      process.exit(stats.hasErrors() ? 1 : 0);
    });
  `;
  const dir = browseWith(BROKEN_CONTRACT);
  const build = run(script, {
    APP_DIR: dir,
    OUT: path.join(folder, 'dist'),
    NODE_ENV: 'production',
  });
  expect(build.status).toBe(1);
  expect(build.stdout.toString()).toContain(
    'remote contract: browse exposes ./page/gone from ./src/pages/gone-page, which is not there',
  );
});

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// In child processes: jest's module system cannot load the ES modules of build-config.
const buildConfig = path.resolve(__dirname, '..');
const menuCart = path.resolve(__dirname, '../../../apps/menu-cart');
const browse = path.resolve(__dirname, '../../../apps/browse');

const MENU_CART_EXPOSES = {
  './page/restaurant-details': './src/pages/restaurant-details-page.tsx',
  './page/my-cart': './src/pages/my-cart-page.tsx',
  './cart-panel': './src/exposed-cart-panel.tsx',
  './add-to-cart-modal': './src/exposed-add-to-cart-modal.tsx',
  './outlet-menu': './src/exposed-outlet-menu.tsx',
};

const { './cart-panel': _dropped, ...othersThanCartPanel } = MENU_CART_EXPOSES;
const cases = {
  asBuilt: MENU_CART_EXPOSES,
  drifted: { ...othersThanCartPanel, './basket': './src/exposed-cart-panel.tsx' },
  unchecked: { ...MENU_CART_EXPOSES, './cart-panel': './src/parts/cart-panel.tsx' },
};

/** contractProblems (remote-contract.mjs) of menu-cart exposing each case, in one process. */
function problemsOf(exposes: typeof cases): Record<keyof typeof cases, string[]> {
  const script = `
    import { contractProblems } from './remote-contract.mjs';
    const cases = Object.entries(JSON.parse(process.env.CASES));
    const problems = await Promise.all(cases.map(([, exposes]) =>
      contractProblems({ dir: process.env.APP_DIR, name: 'menu_cart', exposes })));
    console.log(JSON.stringify(Object.fromEntries(cases.map(([name], i) => [name, problems[i]]))));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: buildConfig,
    env: { ...process.env, APP_DIR: menuCart, CASES: JSON.stringify(exposes) },
  });
  return JSON.parse(output.toString()) as Record<keyof typeof cases, string[]>;
}

let problems: Record<keyof typeof cases, string[]>;
beforeAll(() => {
  problems = problemsOf(cases);
});

test("menu-cart's exposes hold to its contract", () => {
  expect(problems.asBuilt).toEqual([]);
});

test('a module exposed beyond the contract, or listed and not exposed, is named', () => {
  expect(problems.drifted).toEqual([
    'menu_cart exposes ./basket, which remote-contracts.ts does not list',
    "remote-contracts.ts lists menu_cart's ./cart-panel, which it does not expose",
  ]);
});

test('an exposed file that src/contract.ts does not type-check is named', () => {
  expect(problems.unchecked).toEqual([
    'src/contract.ts does not import ./src/parts/cart-panel.tsx, which menu_cart exposes as ./cart-panel: its exports are not checked against the contract',
  ]);
});

test("a remote's build fails when it exposes what its contract does not list", () => {
  // browse's federated build (createAppConfig) with one module more than its contract
  const script = `
    import { rspack } from '@rspack/core';
    import { createAppConfig } from './index.mjs';
    const [federated] = createAppConfig({
      dir: process.env.APP_DIR,
      exposes: {
        './page/home': './src/pages/home-page.tsx',
        './page/restaurants': './src/pages/restaurants-page.tsx',
        './page/favorites': './src/pages/favorites-page.tsx',
        './home': './src/pages/home-page.tsx',
      },
    });
    federated.output.path = process.env.OUT;
    rspack(federated, (error, stats) => {
      if (error) throw error;
      console.log(stats.toString({ all: false, errors: true }));
      process.exit(stats.hasErrors() ? 1 : 0);
    });
  `;
  const out = mkdtempSync(path.join(tmpdir(), 'contract-build-'));
  const build = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: buildConfig,
    env: { ...process.env, APP_DIR: browse, OUT: out, NODE_ENV: 'production' },
  });
  rmSync(out, { recursive: true, force: true });
  expect(build.status).toBe(1);
  expect(build.stdout.toString()).toContain(
    'remote contract: browse exposes ./home, which remote-contracts.ts does not list',
  );
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

interface Sample {
  filePath: string;
  code: string;
}

/**
 * Lints each sample with ESLint and the repo's own eslint.config.mjs, as `pnpm lint` does.
 * In a child process: jest's module system cannot load an ES-module config file.
 */
function lint(samples: Sample[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint();
    const found = [];
    for (const { code, filePath } of JSON.parse(process.env.SAMPLES)) {
      const [result] = await eslint.lintText(code, { filePath });
      found.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
    }
    console.log(JSON.stringify(found));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, SAMPLES: JSON.stringify(samples) },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as string[][];
}

const inCartFeature = 'apps/menu-cart/src/features/cart/components/sample.tsx';
const inBrowsePage = 'apps/browse/src/pages/sample.tsx';

it('fails a feature that imports another feature, statically or lazily, and an app that imports another app', () => {
  const [featureImports, appImports] = lint([
    {
      filePath: inCartFeature,
      code: [
        "import { useMenu } from '../../menu/api/use-menu';",
        "export { MenuView } from '../../menu/components/menu-view';",
        "export const loadReviews = () => import('../../reviews/components/reviews-view');",
        'export const menuHook = useMenu;',
      ].join('\n'),
    },
    {
      filePath: inBrowsePage,
      code: [
        "import { defaultDishImage } from '../../../menu-cart/src/lib/images';",
        "import MyCart from '@island-eats/menu-cart/pages/my-cart-page';",
        'export const borrowed = [defaultDishImage, MyCart];',
      ].join('\n'),
    },
  ]);
  expect(featureImports).toEqual([
    expect.stringMatching(
      /^boundaries\/import-boundaries: '..\/..\/menu\/api\/use-menu' is inside feature menu/,
    ),
    expect.stringMatching(/^boundaries\/import-boundaries: .* is inside feature menu/),
    expect.stringMatching(/^boundaries\/import-boundaries: .* is inside feature reviews/),
  ]);
  expect(appImports).toEqual([
    expect.stringMatching(/^boundaries\/import-boundaries: .* is app menu-cart's code/),
    expect.stringMatching(
      /^boundaries\/import-boundaries: '@island-eats\/menu-cart\/pages\/my-cart-page' is app menu-cart's code/,
    ),
  ]);
});

it('passes a feature using its own files, lib/ and packages, and a page composing features', () => {
  const found = lint([
    {
      filePath: inCartFeature,
      code: [
        "import { formatMoney } from '@island-eats/api-client/money';",
        "import { defaultDishImage } from '../../../lib/images';",
        "import { useCart } from '../api/use-cart';",
        'export const used = [formatMoney, defaultDishImage, useCart];',
      ].join('\n'),
    },
    {
      filePath: inBrowsePage,
      code: [
        "import { useRestaurantList } from '../features/restaurants/api/use-restaurant-list';",
        "import { CuisineFilter } from '../features/cuisines/components/cuisine-filter';",
        "import { useBrowseContext } from '../lib/use-browse-context';",
        'export const used = [useRestaurantList, CuisineFilter, useBrowseContext];',
      ].join('\n'),
    },
  ]);
  expect(found).toEqual([[], []]);
});

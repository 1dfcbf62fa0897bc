import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './scripts/eslint/import-boundaries.mjs';

// Page paths in components come from app-frame's `paths` builders (paths.ts, beside the route
// table), so a link cannot drift from its route. The first segments of routePaths' patterns:
const pagePath = String.raw`^\/(restaurants|restaurant-details|favorites|my-cart|checkout|profile|editprofile|order-status|order-receipt|restro-menu|restro-order-status|aboutus|contactus)(\/|\?|$)`;
const pagePathMessage = "Build page paths with `paths` from '@island-eats/app-frame'.";
// The page server's HTML carries a `style` prop as a style attribute, which the pages' policy
// (style-src with a nonce, no 'unsafe-inline') refuses, and hydration does not apply it again.
const noStyleProp = {
  selector: "JSXAttribute[name.name='style']",
  message:
    'Style with styled-components: the page server writes a `style` prop as an attribute the CSP refuses.',
};
const styleProps = {
  files: ['packages/*/src/**/*.tsx'],
  ignores: ['**/__tests__/**', '**/*.test.tsx', 'packages/*/src/testing/**'],
  rules: { 'no-restricted-syntax': ['error', noStyleProp] },
};

const pagePathLiterals = {
  files: ['apps/*/src/**/*.{ts,tsx}'],
  ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'apps/*/src/testing/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/${pagePath}/]`, message: pagePathMessage },
      { selector: `TemplateElement[value.raw=/${pagePath}/]`, message: pagePathMessage },
      { selector: "JSXAttribute[name.name='to'] > Literal[value='/']", message: pagePathMessage },
      {
        selector: "CallExpression[callee.name='navigate'] > Literal[value='/']",
        message: pagePathMessage,
      },
      noStyleProp,
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'e2e/artifacts/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // STYLE.md: no feature imports another feature's files; no app imports another app's.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries: importBoundaries },
    rules: { 'boundaries/import-boundaries': 'error' },
  },
  {
    // The platform knows no customer feature: customer-features builds on app-frame, never the
    // other way, or each would load the other's code (and a cycle) into every app.
    files: ['packages/app-frame/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@island-eats/customer-features', '@island-eats/customer-features/*'],
              message: 'app-frame is the platform: a host passes a customer feature in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  pagePathLiterals,
  styleProps,
);

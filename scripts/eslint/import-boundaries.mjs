// A local ESLint rule for STYLE.md's boundaries: a feature does not reach into another
// feature's folder (apps/<app>/src/features/<a>/ importing features/<b>/), and an app never
// imports another app's files (a relative path into apps/<other>/ or the package
// @island-eats/<other>). What both need goes to lib/ or a shared package; pages compose.
// A rule rather than no-restricted-imports patterns: relative paths differ with depth, and a
// new feature or app is covered without listing it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps');
const APPS = new Set(
  readdirSync(appsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** The app a path lies in and, under its src/features/, the feature; null outside apps/. */
function placeOf(file) {
  const parts = path.relative(appsDir, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0]) || !APPS.has(parts[0])) return null;
  const [app, src, area, feature] = parts;
  return { app, feature: src === 'src' && area === 'features' ? feature : undefined };
}

/** Where an import leads, as far as the boundaries care; null for packages and node_modules. */
function targetOf(source, file, here) {
  const appPackage = /^@island-eats\/([^/]+)/.exec(source);
  if (appPackage && APPS.has(appPackage[1])) return { app: appPackage[1], feature: undefined };
  if (source.startsWith('.')) return placeOf(path.resolve(path.dirname(file), source));
  const bare = /^(?:src\/)?features\/([^/]+)/.exec(source);
  return bare ? { app: here.app, feature: bare[1] } : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import other features; apps do not import other apps.' },
    schema: [],
    messages: {
      otherApp:
        "'{{source}}' is app {{to}}'s code: apps share through packages/ or a remote's exposed part.",
      otherFeature:
        "'{{source}}' is inside feature {{to}}: move what both need to lib/, or compose them in a page.",
    },
  },
  create(context) {
    const file = context.filename;
    const here = placeOf(file);
    if (!here) return {};

    function check(node) {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      const target = targetOf(source, file, here);
      if (!target) return;
      if (target.app !== here.app) {
        context.report({ node, messageId: 'otherApp', data: { source, to: target.app } });
      } else if (here.feature && target.feature && target.feature !== here.feature) {
        context.report({ node, messageId: 'otherFeature', data: { source, to: target.feature } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // jest.mock('…') and jest.requireActual('…') in tests reach into modules too
      CallExpression(node) {
        const { callee } = node;
        const jestCall =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest';
        if (jestCall) check(node.arguments[0]);
      },
    };
  },
};

export const importBoundaries = { rules: { 'import-boundaries': rule } };

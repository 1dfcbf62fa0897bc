const base = require('../jest.preset.cjs')(__dirname, { environment: 'node' });

// PGlite's CommonJS build loads node built-ins with dynamic import(), which jest's module
// sandbox refuses without --experimental-vm-modules. Running its .cjs files through SWC turns
// those import() calls into require().
module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '@electric-sql/pglite/.+\\.cjs$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/@electric-sql\\+pglite[^/]*/node_modules/)?@electric-sql/pglite/)',
  ],
};

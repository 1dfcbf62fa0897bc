const path = require('node:path');

/**
 * The server suite, run once per database kind: 'pglite' always, 'postgres' when DATABASE_URL
 * is set (the root jest.config.cjs adds that project).
 * @param {'pglite' | 'postgres'} database
 */
module.exports = function serverProject(database) {
  const base = require('../jest.preset.cjs')(__dirname, { environment: 'node' });
  return {
    ...base,
    displayName: `server (${database})`,
    setupFiles: [
      path.join(__dirname, 'test/helpers/dev-mode.ts'),
      path.join(__dirname, `test/helpers/use-${database}.ts`),
    ],
    setupFilesAfterEnv: [path.join(__dirname, 'test/helpers/test-timeout.ts')],
    ...(database === 'pglite' && {
      globalSetup: path.join(__dirname, 'test/helpers/pglite-template.ts'),
      globalTeardown: path.join(__dirname, 'test/helpers/pglite-template-teardown.ts'),
    }),
    // test/postgres/ holds what needs a database several processes share. test/own-postgres/
    // starts a Postgres server of its own: it needs no DATABASE_URL, and runs once, here.
    testPathIgnorePatterns: [
      '/node_modules/',
      database === 'pglite' ? '/test/postgres/' : '/test/own-postgres/',
    ],
    // PGlite's CommonJS build loads node built-ins with dynamic import(), which jest's module
    // sandbox refuses without --experimental-vm-modules. Running its .cjs files through SWC
    // turns those import() calls into require().
    // fastify's inject (light-my-request) requires cookie 2, which ships ES modules only: it
    // goes through SWC too.
    transform: {
      ...base.transform,
      '@electric-sql/pglite/.+\\.cjs$': ['@swc/jest', { module: { type: 'commonjs' } }],
      '/cookie@2[^/]*/node_modules/cookie/.+\\.js$': [
        '@swc/jest',
        { module: { type: 'commonjs' } },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/@electric-sql\\+pglite[^/]*/node_modules/)?@electric-sql/pglite/|(\\.pnpm/cookie@2[^/]*/node_modules/)?cookie/)',
    ],
  };
};

/**
 * The deploy layout's browser test (deploy/compose.yaml without containers): two API processes on
 * Postgres (DATABASE_URL) and Redis (REDIS_URL) behind nginx with the deploy config.
 */
module.exports = {
  ...require('../jest.preset.cjs')(__dirname, { environment: 'node' }),
  displayName: 'deploy',
  testMatch: ['<rootDir>/deploy/**/*.test.ts'],
  globalSetup: '<rootDir>/deploy/layout-setup.mjs',
  globalTeardown: '<rootDir>/deploy/layout-teardown.mjs',
  testTimeout: 90_000,
  maxWorkers: 1,
};

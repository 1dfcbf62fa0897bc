/** Browser tests of the composed site: production builds served as `pnpm start` serves them. */
module.exports = {
  ...require('../jest.preset.cjs')(__dirname, { environment: 'node' }),
  displayName: 'e2e',
  testMatch: ['<rootDir>/tests/**/*.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/support/retry-once.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};

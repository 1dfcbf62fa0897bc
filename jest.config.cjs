/** Every unit, component and server test; the browser tests have their own config in e2e/. */
module.exports = {
  // Each server test file opens and seeds its own database: on a busy 2-core machine that alone
  // can pass jest's 5 s default (a global option: projects cannot set it).
  testTimeout: 30_000,
  projects: [
    '<rootDir>/packages/*/jest.config.cjs',
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/server/jest.config.cjs',
    // the same server suite against real Postgres when one is configured
    ...(process.env.DATABASE_URL ? ['<rootDir>/server/jest.postgres.config.cjs'] : []),
  ],
};

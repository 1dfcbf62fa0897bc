/** Every unit, component and server test; the browser tests have their own config in e2e/. */
module.exports = {
  projects: [
    '<rootDir>/packages/*/jest.config.cjs',
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/server/jest.config.cjs',
    '<rootDir>/deploy/jest.config.cjs',
    // the repo's own lint rules, run through ESLint with eslint.config.mjs
    '<rootDir>/scripts/eslint/jest.config.cjs',
    // the same server suite against real Postgres when one is configured
    ...(process.env.DATABASE_URL ? ['<rootDir>/server/jest.postgres.config.cjs'] : []),
  ],
};

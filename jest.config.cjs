/** Every unit, component and server test; the browser tests have their own config in e2e/. */
module.exports = {
  projects: [
    '<rootDir>/packages/*/jest.config.cjs',
    '<rootDir>/apps/*/jest.config.cjs',
    '<rootDir>/server/jest.config.cjs',
  ],
};

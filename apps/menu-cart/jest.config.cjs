module.exports = {
  ...require('../../jest.preset.cjs')(__dirname),
  setupFiles: ['<rootDir>/src/testing/polyfills.ts'],
};

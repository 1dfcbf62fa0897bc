// deploy/'s own checks (nginx's templates, the compose file); the deploy layout's browser test is
// e2e/jest.deploy.config.cjs.
module.exports = {
  ...require('../jest.preset.cjs')(__dirname, { environment: 'node' }),
  testMatch: ['<rootDir>/**/*.test.ts'],
};

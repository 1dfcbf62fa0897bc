// One jest setup for every package: TSX through SWC, DOM tests in jsdom.
/** @param {string} dir @param {{ environment?: 'jsdom' | 'node' }} [opts] */
module.exports = function jestProject(dir, opts = {}) {
  const environment = opts.environment ?? 'jsdom';
  return {
    rootDir: dir,
    displayName: require('node:path').relative(__dirname, dir),
    testEnvironment: environment,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
      // the scripts' helpers the tests share (an API call, a placed order, Chromium): ES
      // modules, which jest's module system loads only as CommonJS
      '/scripts/lib/.+\\.mjs$': ['@swc/jest', { module: { type: 'commonjs' } }],
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [require.resolve('./jest.setup-dom.ts')] : [],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
  };
};

// `pnpm test`: every test of the project, from a fresh clone: typecheck, lint, the jest tests
// of every package, app and the server (also against Postgres when DATABASE_URL is set), then
// the browser tests in Debian's Chromium against the production builds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from './lib/debian-package.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.bench', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    summarize();
    process.exit(result.status ?? 1);
  }
}

// The plain closing line CI reads: the sum over every jest run.
function summarize() {
  let passed = 0;
  let failed = 0;
  const secondRuns = [];
  for (const name of ['unit.json', 'e2e.json', 'deploy.json']) {
    const file = path.join(reports, name);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const suite of report.testResults) {
      for (const test of suite.assertionResults) {
        if (test.status === 'passed' && test.invocations > 1) {
          secondRuns.push(`${path.relative(root, suite.name)}: ${test.fullName}`);
        }
      }
    }
  }
  // the browser tests run a failed test once more (e2e/support/retry-once.ts): name those
  for (const test of secondRuns) console.log(`passed on its second run: ${test}`);
  console.log(`\n${passed} passed, ${failed} failed`);
}

const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
ensureDebianPackage('/usr/bin/chromium', 'chromium');
run('typecheck', 'pnpm', ['run', 'typecheck']);
run('lint', 'pnpm', ['run', 'lint']);
run('unit, component and server tests', process.execPath, [
  jest,
  '--ci',
  '--json',
  `--outputFile=${path.join(reports, 'unit.json')}`,
]);
run('production build', 'pnpm', ['run', 'build']);
run('browser tests', process.execPath, [
  jest,
  '-c',
  'e2e/jest.config.cjs',
  '--ci',
  '--runInBand',
  '--json',
  `--outputFile=${path.join(reports, 'e2e.json')}`,
]);
// The deploy layout (deploy/compose.yaml without containers) needs a Postgres both API processes
// share, and Redis; nginx it installs itself.
if (process.env.DATABASE_URL) {
  run('deploy layout: nginx and two API processes on Postgres and Redis', process.execPath, [
    jest,
    '-c',
    'e2e/jest.deploy.config.cjs',
    '--ci',
    '--json',
    `--outputFile=${path.join(reports, 'deploy.json')}`,
  ]);
} else {
  console.log(
    '\n✖ deploy layout test NOT run: it needs DATABASE_URL (a Postgres) and Redis (REDIS_URL, ' +
      'or 127.0.0.1:6379); .ci/run sets DATABASE_URL when PostgreSQL answers',
  );
}
summarize();

#!/usr/bin/env node
// `check-remote-contract`, run in an app's folder (its `pnpm test`): the build's contract check
// (remote-contract.mjs) without the build, so a team learns in a second that its src/contract.ts
// lists what the build cannot expose. An app that exposes nothing passes.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contractProblems } from './remote-contract.mjs';
import { RemoteContractPlugin } from './plugins/remote-contract-plugin.mjs';

process.env.NODE_ENV ??= 'production';
const config = await import(pathToFileURL(path.resolve('rspack.config.mjs')).href);
const checks = [config.default]
  .flat()
  .flatMap((variant) => variant.plugins ?? [])
  .filter((plugin) => plugin instanceof RemoteContractPlugin);
const problems = checks.flatMap((check) => contractProblems(check.remote));
for (const problem of problems) console.error(`remote contract: ${problem}`);
if (problems.length > 0) process.exit(1);
const [check] = checks;
console.log(
  check
    ? `${check.remote.name} exposes what its src/contract.ts lists`
    : 'exposes nothing: no remote contract to hold',
);

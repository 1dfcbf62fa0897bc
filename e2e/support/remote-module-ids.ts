import { execFileSync } from 'node:child_process';
import type { RemoteModuleId } from '@island-eats/app-frame/remote-contracts';

// Read in a child process: jest's module system cannot load build-config's ES modules.
const script = `
  import { remoteModuleIds } from '@island-eats/build-config/contract-exposes';
  console.log(JSON.stringify(remoteModuleIds()));
`;

/**
 * Every module the remotes expose, as their src/contract.ts files list them: the same list the
 * builds expose and app-frame's RemoteModuleId is made from.
 */
export const remoteModuleIds = JSON.parse(
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: __dirname,
  }).toString(),
) as RemoteModuleId[];

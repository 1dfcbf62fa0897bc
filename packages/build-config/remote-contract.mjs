// Holds a remote's `exposes` (its rspack.config.mjs) to its contract in app-frame's
// remote-contracts.ts, so a remote whose public surface drifts from what the hosts expect fails
// its own build instead of a host's page. The exported shapes are the compiler's job: each
// remote's src/contract.ts names its exposed files through app-frame's ExposedModules type.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { tsImport } from 'tsx/esm/api';

const contractsFile = path.resolve(import.meta.dirname, '../app-frame/src/remote-contracts.ts');
/** @type {Promise<string[]> | undefined} */
let contractIds;

/**
 * Every module id of the contracts ('menu_cart/cart-panel'), read once per process.
 * @returns {Promise<string[]>}
 */
function contractModuleIds() {
  contractIds ??= tsImport(contractsFile, import.meta.url).then(
    (contracts) => contracts.remoteModuleIds,
  );
  return contractIds;
}

/**
 * What does not hold between a remote's exposes and its contract: modules exposed that the
 * contract does not list, modules listed that are not exposed, and exposed files that
 * src/contract.ts does not import (the compiler could not check their shape). Empty when all holds.
 *
 * @param {{ dir: string, name: string, exposes: Record<string, string> }} remote
 *   dir: the app's folder; name: its federation name; exposes: as given to Module Federation
 * @returns {Promise<string[]>}
 */
export async function contractProblems({ dir, name, exposes }) {
  const listed = (await contractModuleIds())
    .filter((id) => id.startsWith(`${name}/`))
    .map((id) => `./${id.slice(name.length + 1)}`);
  const exposed = Object.keys(exposes);
  const problems = [
    ...exposed
      .filter((module) => !listed.includes(module))
      .map((module) => `${name} exposes ${module}, which remote-contracts.ts does not list`),
    ...listed
      .filter((module) => !exposed.includes(module))
      .map((module) => `remote-contracts.ts lists ${name}'s ${module}, which it does not expose`),
  ];
  const checkFile = path.join(dir, 'src', 'contract.ts');
  const checked = await readFile(checkFile, 'utf8').catch(() => '');
  for (const [module, file] of Object.entries(exposes)) {
    const specifier = `./${path.relative(path.dirname(checkFile), path.join(dir, file))}`;
    if (!checked.includes(`from '${specifier.replace(/\.tsx?$/, '')}'`)) {
      problems.push(
        `${path.relative(dir, checkFile)} does not import ${file}, which ${name} exposes as ${module}: its exports are not checked against the contract`,
      );
    }
  }
  return problems;
}

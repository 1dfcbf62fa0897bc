// Holds a remote's build to its src/contract.ts, the one list of what it exposes
// (contract-exposes.mjs), so a list the build cannot read whole fails the remote's own build
// instead of a host's page. The exports' shapes, and the hosts' uses of the ids, are the
// compiler's job: app-frame's RemoteModules is made from each contract's `exposes`.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { contractText, exposesOf } from './contract-exposes.mjs';

/**
 * What does not hold of a remote's contract: an import the build does not read as an entry
 * (it would be typed for the hosts but not exposed), an exposed file that is not there, or no
 * entry at all. Empty when all holds.
 *
 * @param {{ dir: string, name: string }} remote dir: the app's folder; name: its federation name
 * @returns {string[]}
 */
export function contractProblems({ dir, name }) {
  const exposes = exposesOf(dir);
  const entries = Object.keys(exposes).length;
  const imports = (contractText(dir).match(/\bimport\(/g) ?? []).length;
  const problems = [];
  if (entries === 0) problems.push(`src/contract.ts of ${name} lists nothing to expose`);
  if (imports !== entries) {
    problems.push(
      `src/contract.ts of ${name} has ${imports} imports, of which the build reads ${entries} as entries: write each as 'name': () => import('./file'),`,
    );
  }
  for (const [module, file] of Object.entries(exposes)) {
    if (!existsSync(path.join(dir, file))) {
      problems.push(`${name} exposes ${module} from ${file}, which is not there`);
    }
  }
  return problems;
}

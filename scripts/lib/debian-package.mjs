// What the tests need from Debian (chromium, nginx), installed with apt-get when missing: as
// root, or through sudo.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Installs Debian's `pkg` unless `binary` exists; throws when that fails. */
export function ensureDebianPackage(binary, pkg) {
  if (existsSync(binary)) return;
  console.log(`\n▶ installing Debian ${pkg} (apt-get install -y ${pkg})`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(command, rest, { stdio: 'inherit' });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', pkg]);
  if (!existsSync(binary)) throw new Error(`could not install ${pkg} (apt-get install -y ${pkg})`);
}

import { spawnSync } from 'node:child_process';

/**
 * Installs a Debian package as scripts/lib/debian-package.mjs does (which jest cannot load): as
 * root, or through sudo without a prompt, since no one answers one in a test; the caller checks
 * afterwards that what it needs is there.
 */
export function installDebianPackage(name: string): void {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args: string[]) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(command as string, rest, { stdio: 'inherit', timeout: 240_000 });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', name]);
}

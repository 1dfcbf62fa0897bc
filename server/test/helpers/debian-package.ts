import { spawnSync } from 'node:child_process';

/**
 * Installs a Debian package the way scripts/test.mjs installs Chromium: as root, or through
 * sudo; the caller checks afterwards that what it needs is there.
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

/** The setting that turns the development aids on; unset (or anything but `1`) is production. */
export const DEV_MODE_SETTING = 'ISLAND_EATS_DEV';

/**
 * Whether this process may run the development aids: the dev OTP reader, the dev OTP sender,
 * the default staff key, the sandbox without ALLOW_SANDBOX_PAYMENTS and the crash points of the
 * tests. Asked for explicitly (`ISLAND_EATS_DEV=1`: `pnpm start`, `pnpm load`, `pnpm bench`
 * and the test rigs set it), so a deploy that forgets a setting runs as production.
 */
export function devMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[DEV_MODE_SETTING] === '1';
}

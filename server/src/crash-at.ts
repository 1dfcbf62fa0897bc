import { devMode } from './dev-mode';

/**
 * Test-only: the named steps of taking money at which a test makes the API die
 * (ISLAND_EATS_CRASH_AT=order-after-charge: SIGKILL, as a power cut would) or linger
 * (ISLAND_EATS_PAUSE_AT=order-after-charge:1500, milliseconds: a slow request to shut down
 * under). Both are ignored outside dev mode (ISLAND_EATS_DEV=1), so no setting can crash a live
 * site.
 */
export type CrashStep = `${'order' | 'tip'}-${'before-charge' | 'after-charge' | 'after-write'}`;

export async function crashAt(step: CrashStep): Promise<void> {
  const env = process.env;
  if (!devMode(env)) return;
  const [pauseStep, pauseMs] = (env.ISLAND_EATS_PAUSE_AT ?? '').split(':');
  if (pauseStep === step) await new Promise((resolve) => setTimeout(resolve, Number(pauseMs)));
  if (env.ISLAND_EATS_CRASH_AT === step) {
    process.kill(process.pid, 'SIGKILL');
    // The signal ends the process before anything after this line runs.
    await new Promise(() => {});
  }
}

// What a visitor asked for before logging in (bus 'openLoginThen'): one at a time, for the
// open flow only. Taken when it runs, so a second login never repeats it.
let pending: (() => void) | null = null;

export function keepForAfterLogin(then: (() => void) | null): void {
  pending = then;
}

/** Runs what the visitor asked for, once; called by every successful login or sign-up. */
export function runAfterLogin(): void {
  const then = pending;
  pending = null;
  then?.();
}

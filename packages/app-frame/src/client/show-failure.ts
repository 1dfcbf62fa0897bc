import { failureMessage, isApiError } from '@island-eats/api-client';
import { notify } from '@island-eats/ui';

/**
 * SPEC.md §8: a refused call shows the server's errorMessage as an error toast, one that never
 * reached the server 'something went wrong!'. Keyed by the text, so calls that fail together
 * (the server is down) show it once. Two failures speak elsewhere and get no toast: a session
 * the server ended (the api-client's session handling alerts or logs out) and a list refused
 * while logins are paused (loginActive 0: the shell's page replaces the whole layout).
 */
export function showFailure(failure: unknown): void {
  if (isApiError(failure)) {
    if (failure.kind === 'unauthenticated' || failure.kind === 'logged-out') return;
    if (Number(failure.body?.loginActive) === 0) return;
  }
  const message = failureMessage(failure);
  notify.error(message, { toastId: message });
}

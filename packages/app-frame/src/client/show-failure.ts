import { failureMessage } from '@island-eats/api-client';
import { notify } from '@island-eats/ui';

/**
 * SPEC.md §8: a refused call shows the server's errorMessage as an error toast. Keyed by the
 * text, so calls that fail together (the server is down) show it once.
 */
export function showFailure(failure: unknown): void {
  const message = failureMessage(failure);
  notify.error(message, { toastId: message });
}

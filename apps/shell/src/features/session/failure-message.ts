import { isApiError, NETWORK_ERROR_MESSAGE } from '@island-eats/api-client';

/** The server's errorMessage when it refused, else SPEC.md §8's network message. */
export function failureMessage(failure: unknown): string {
  return isApiError(failure) ? failure.errorMessage : NETWORK_ERROR_MESSAGE;
}

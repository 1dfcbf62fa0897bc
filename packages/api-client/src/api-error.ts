import { NETWORK_ERROR_MESSAGE } from './constants';

/** Why a call failed: the server said no, the session ended, or the server was not reached. */
export type ApiErrorKind = 'server' | 'unauthenticated' | 'logged-out' | 'network';

/** The answer's body as far as errors go; callers read extra fields such as `loginActive`. */
export interface ApiErrorBody {
  error?: string | boolean;
  errorMessage?: string;
  error_description?: string;
  [field: string]: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    readonly errorMessage: string,
    /** HTTP status; 0 when the server was not reached */
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(errorMessage);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's errorMessage when it refused, else SPEC.md §8's network message. */
export function failureMessage(failure: unknown): string {
  return isApiError(failure) ? failure.errorMessage : NETWORK_ERROR_MESSAGE;
}

/**
 * A failure that says nothing about the request itself: the server was not reached (it is
 * starting, the network is down) or could not serve (5xx, e.g. its database away). The same
 * request may well pass in a moment; a refusal of the request (`error: 'true'`, 4xx) will not.
 */
export function isTransientFailure(failure: unknown): boolean {
  // a network failure has status 0; a session refused is a 200 or a 4xx
  return isApiError(failure) && (failure.kind === 'network' || failure.status >= 500);
}

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

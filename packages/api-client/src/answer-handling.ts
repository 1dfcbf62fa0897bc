import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, type ApiErrorBody } from './api-error';
import { getApiConfig } from './api-config';
import { NETWORK_ERROR_MESSAGE, UNAUTHENTICATED } from './constants';
import { bearer } from './request-context';
import { clearSession, getSession } from './session';

function asBody(data: unknown): ApiErrorBody | undefined {
  return typeof data === 'object' && data !== null ? (data as ApiErrorBody) : undefined;
}

/**
 * Ends the session; the callbacks fire only when there was one, so a visitor never loops on
 * reload. Only a refusal of the page's own session ends it: not one of a read made for another
 * (apiGet's sessionToken, as a server makes), nor of a request sent before a login since.
 */
function endSession(request: InternalAxiosRequestConfig | undefined, notify: () => void): void {
  const session = getSession();
  const sent = request?.headers?.get?.('Authorization') ?? undefined;
  if (sent !== (session ? bearer(session.token) : undefined)) return;
  clearSession();
  if (session) notify();
}

/** SPEC §8 for answers that arrived with a 2xx status. */
export function checkAnswer(response: AxiosResponse): AxiosResponse {
  const body = asBody(response.data);
  if (body?.errorMessage === UNAUTHENTICATED) {
    endSession(response.config, () => getApiConfig().onSessionExpired());
    throw new ApiError('unauthenticated', UNAUTHENTICATED, response.status, body);
  }
  if (body?.error === 'true' || body?.error === true) {
    throw new ApiError('server', body.errorMessage ?? NETWORK_ERROR_MESSAGE, response.status, body);
  }
  return response;
}

function messageOf(body: ApiErrorBody | undefined, status: number): string {
  const description = status === 403 ? body?.error_description : undefined;
  const message = typeof body?.message === 'string' ? body.message : undefined;
  return description ?? body?.errorMessage ?? message ?? NETWORK_ERROR_MESSAGE;
}

/** SPEC §8 for failed requests: 400/401/403 log out, no answer at all is a network failure. */
export function failedAnswer(error: unknown): never {
  if (error instanceof ApiError || axios.isCancel(error) || !axios.isAxiosError(error)) throw error;
  const response = error.response;
  if (!response) throw new ApiError('network', NETWORK_ERROR_MESSAGE, 0, undefined);
  const body = asBody(response.data);
  const message = messageOf(body, response.status);
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    endSession(error.config, () => getApiConfig().onLoggedOut(message));
    throw new ApiError('logged-out', message, response.status, body);
  }
  throw new ApiError('server', message, response.status, body);
}

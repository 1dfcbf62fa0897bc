import { apiAnswer, apiCall } from '../../scripts/lib/api-call.mjs';
import { apiUrl } from './site';

const onStCroix = (body: object) => ({ located_at: 'st_croix', ...body });

/**
 * The test site's answer to `call` (a POST, on St. Croix unless `body` names an island) as the
 * customer of `token`, refusals included: for the tests that check them.
 */
export const api = <T>(call: string, body: object, token?: string) =>
  apiAnswer<T>(apiUrl, call, { body: onStCroix(body), token });

/** `api` for a step that must succeed: a refusal throws, with the API's reason. */
export const apiOk = <T>(call: string, body: object, token?: string) =>
  apiCall<T>(apiUrl, call, { body: onStCroix(body), token });

/** The test site's answer to a read (GET) on St. Croix, e.g. `listMenu/1`. */
export const apiRead = <T>(call: string, token?: string, query: Record<string, number> = {}) =>
  apiAnswer<T>(apiUrl, call, { query: { located_at: 'st_croix', ...query }, token });

// One call of the API under /api/v1/, as the tests and the scripts make it: JSON in and out, as
// the customer of a token or the restaurant by its staff key. The API answers a refusal with 200
// and an `error` other than 'false' (SPEC.md §7): the status alone says nothing.

/**
 * @typedef {object} CallOptions
 * @property {'GET' | 'POST'} [method] POST when there is a body, else GET
 * @property {object} [body] sent as JSON
 * @property {Record<string, string | number>} [query]
 * @property {string} [token] the customer's session
 * @property {Record<string, string>} [headers]
 */

/**
 * The answer of the API at `apiUrl` to `name` (with its path parameters: `listMenu/1`), refusals
 * included: for the tests that check them.
 * @template [T=unknown]
 * @param {string} apiUrl
 * @param {string} name
 * @param {CallOptions} [options]
 * @returns {Promise<T>}
 */
export async function apiAnswer(apiUrl, name, { method, body, query, token, headers } = {}) {
  const search = query
    ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`
    : '';
  const response = await fetch(`${apiUrl}/api/v1/${name}${search}`, {
    method: method ?? (body ? 'POST' : 'GET'),
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body && JSON.stringify(body),
  });
  return response.json();
}

/**
 * The answer to a call that must succeed: a refusal throws, with the API's reason.
 * @template [T=unknown]
 * @param {string} apiUrl
 * @param {string} name
 * @param {CallOptions} [options]
 * @returns {Promise<T>}
 */
export async function apiCall(apiUrl, name, options) {
  const answer = await apiAnswer(apiUrl, name, options);
  if (answer.error !== 'false') throw new Error(`${name}: ${answer.errorMessage}`);
  return answer;
}

// The restaurant's side of the tests, the bench and the load: its staff calls, with the API's
// development staff key unless STAFF_KEY names another.
import { apiCall } from './api-call.mjs';

const STAFF_KEY = process.env.STAFF_KEY ?? 'dev-staff-key';

/**
 * `staff/<path>` on the API at `apiUrl`, e.g. a dish running out; a refusal throws.
 * @param {string} apiUrl
 * @param {string} path
 * @param {object} [body]
 */
export const staffCall = (apiUrl, path, body = {}) =>
  apiCall(apiUrl, `staff/${path}`, { body, headers: { 'x-staff-key': STAFF_KEY } });

/**
 * Moves `orderId` to its next status (the API pushes it to the order's trackers first).
 * @param {string} apiUrl
 * @param {number} orderId
 */
export const advanceOrder = (apiUrl, orderId) => staffCall(apiUrl, `orders/${orderId}/advance`);

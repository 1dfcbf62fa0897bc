// Replaces axios/lib/helpers/toFormData.js in our browser builds (index.mjs). In the browser,
// axios calls it for one thing of ours: to turn a request's query (`params`, a flat object of
// strings and numbers: api-client's http.ts) into the pairs of its URL. Its own copy also
// serializes nested objects, arrays, dates, Blobs and files into multipart forms, with a
// visitor, depth limits and their errors, which no call of ours sends that way (a form with a
// file goes as a FormData, which axios sends as is): ~1.2 KB gz of every first load. A nested
// value is refused loudly, not sent wrong; the api-client's tests run on axios itself.
// axios' formDataToJSON (a FormData sent as JSON: never ours) reads its depth limit from here
export const DEFAULT_FORM_DATA_MAX_DEPTH = 100;

/**
 * @param {Record<string, unknown>} data a request's `params`
 * @param {{ append(name: string, value: unknown): void }} target axios' URL parameters
 */
export default function toFormData(data, target) {
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object')
      throw new TypeError(`a query's ${name} must be a string or a number`);
    target.append(name, value);
  }
  return target;
}

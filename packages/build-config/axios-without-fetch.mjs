// Replaces axios/lib/adapters/fetch.js in our browser builds (index.mjs). axios takes the first
// adapter of ['xhr', 'http', 'fetch'] the environment supports, and every browser we serve has
// XMLHttpRequest, so its fetch adapter never runs; but it probes the environment when imported,
// so it is never tree-shaken, and it brought ~4 KB gz (with the stream helpers only it uses) to
// every first load. Asked for by name, axios now answers "adapter fetch is not available in the
// build".
export const getFetch = () => undefined;
export default undefined;

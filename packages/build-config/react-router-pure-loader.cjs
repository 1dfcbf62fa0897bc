// A loader for react-router's production build (source-pieces.mjs). Its components are made at
// the top level by React.forwardRef / createContext / memo calls the build does not mark pure,
// and named by `X.displayName = "X"` assignments; both count as side effects, so every component
// of it (<Form>, useSubmit and their helpers included) stayed in the shared router that every
// first load carries, though the facade (react-router-dom.mjs) exports none of them. Marking the
// calls pure and dropping the names (React DevTools still shows the function names) lets the
// unused ones go: ~1.3 KB gz. Should a new react-router write these differently, nothing breaks;
// the router is just that much bigger again (`pnpm bench` prints it).
/** @param {string} source */
module.exports = function reactRouterPureLoader(source) {
  return source
    .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2')
    .replace(/^\w+\.displayName = "[\w.]+";$/gm, '');
};

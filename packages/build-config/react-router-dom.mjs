// What every app shares as `react-router-dom` (DESIGN.md §3): the client-side router API
// ("declarative mode") of react-router 7, without its data routers, server rendering, RSC,
// sessions and cookies, and without the routers no page of ours runs on (hash, memory and
// history routers: tests import those from react-router-dom itself). A shared module is never
// tree-shaken (another app may use any of its exports), so sharing react-router-dom whole put
// ~59 KB gz of unused router on every first load. An import of a name that is not listed here
// fails the build (plugins/router-imports-plugin.mjs).
export {
  BrowserRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createPath,
  matchRoutes,
  parsePath,
  useLocation,
  useNavigate,
  useParams,
} from 'island-eats-react-router-entry';

/**
 * The router API of the whole site, from one place. The page needs one react-router (one
 * router context), so it used to be a federation singleton of its own, and a shared module
 * is always sent whole: any remote might use any export. Sent as this module instead (its
 * own singleton, like @ciao/shared/forms), react-router is bundled once, tree-shaken to the
 * exports below, and still exists once per page.
 * Browser code imports the router from here only (a lint rule says so). A remote that needs
 * another export adds it here: a new @ciao/shared version, which the host must ship before
 * that remote deploys, as for any new export of the barrel (deploy checks only that the
 * remote's version is in the host's range, not which exports it uses).
 */
export {
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';

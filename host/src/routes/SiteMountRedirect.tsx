import { Navigate, useLocation } from '@ciao/shared/router';
import { withoutSiteMount } from '@ciao/shared';

/**
 * /comics/<path> is an alias of the canonical /<path> (shared/src/routes/site-mount.ts).
 * The web server answers a page request for it with a 301; this route does the same for
 * in-app navigation (a remote's link, a redirect after login, the dev server) by replacing the
 * alias's history entry, so Back never returns to it. An element rather than a loader
 * redirect: a loader cannot tell a first load (whose entry must be replaced) from an
 * in-app push (whose previous page must stay). Query and fragment are kept.
 */
export function SiteMountRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`${withoutSiteMount(pathname) ?? '/'}${search}${hash}`} replace />;
}

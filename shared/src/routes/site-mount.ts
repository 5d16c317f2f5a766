/**
 * The real service serves this app under /comics/ (docs/product-rules.md §2: the drawer's /comics/ranking,
 * the login redirect "/comics plus the current path"). Canonical addresses here are the
 * app's own paths at the root, as ROUTES and href() produce them; /comics/<path> is an
 * alias that the web server (301) and the host's router (replace) send to /<path>.
 * No dependencies: the Node web server reads this file too (`@ciao/shared/site-mount`).
 */
export const SITE_MOUNT = '/comics';

const MOUNTED = /^\/comics(?=\/|$)/;

/**
 * The app path a /comics/... pathname stands for ("/comics" and "/comics/" -> "/"), or null
 * when the pathname is not under the mount. Leading slashes and backslashes (which browsers
 * read as slashes) collapse to one slash, so "/comics//evil.example" or "/comics/\\evil.example"
 * can never become the protocol-relative "//evil.example".
 */
export function withoutSiteMount(pathname: string): string | null {
  if (!MOUNTED.test(pathname)) return null;
  return pathname.replace(MOUNTED, '').replace(/^[/\\]+/, '/') || '/';
}

import { withoutSiteMount } from '@ciao/shared/site-mount';

/** Addresses that are never pages: a /comics/ prefix on them is not ours to redirect. */
const NOT_PAGES = /^\/(api|deployments|static)(\/|$)|^\/registry\.json$/;

/** Any origin will do: a Location is only ever compared against it. */
const SITE = 'http://site.invalid';

/**
 * Where a page request for `url` (path and query) belongs, or null when it is already
 * canonical. /comics/<path> is an alias of /<path> (shared/src/routes/site-mount.ts); the
 * server answers it with a 301 so bookmarks and search engines settle on one address.
 */
export function canonicalPageUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = withoutSiteMount(queryAt === -1 ? url : url.slice(0, queryAt));
  if (path === null || NOT_PAGES.test(path)) return null;
  // A backslash left inside the path is sent encoded (browsers would read it as a slash), and a
  // Location that still resolves off the site is never sent: only a path on this site.
  const target = path.replaceAll('\\', '%5C') + (queryAt === -1 ? '' : url.slice(queryAt));
  return new URL(target, SITE).origin === SITE ? target : '/';
}

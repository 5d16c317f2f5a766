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
  return sitePath(path + (queryAt === -1 ? '' : url.slice(queryAt))) ?? '/';
}

/**
 * `target` (a path and query) as a Location that stays on this site, or null when it would not:
 * every redirect the web server answers goes through it (this one, a latest link's). A backslash
 * is sent encoded (browsers read it as a slash: `/\evil.example` is another origin to them), and a
 * Location that still resolves off the site (`//evil.example`, `https://evil.example`) is never sent.
 */
export function sitePath(target: string): string | null {
  const encoded = target.replaceAll('\\', '%5C');
  return encoded.startsWith('/') && new URL(encoded, SITE).origin === SITE ? encoded : null;
}

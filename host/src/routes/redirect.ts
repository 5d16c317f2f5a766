import { SITE_MOUNT, withoutSiteMount } from '@ciao/shared';

/**
 * A `?redirect=` value made safe to navigate to inside this app: only same-site paths
 * ("//evil.example" and "https://..." are dropped), with the site's /comics mount prefix
 * removed because the canonical addresses are at the root.
 */
export function appPathFromRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  const pathEnd = value.search(/[?#]/);
  const pathname = pathEnd === -1 ? value : value.slice(0, pathEnd);
  return (withoutSiteMount(pathname) ?? pathname) + (pathEnd === -1 ? '' : value.slice(pathEnd));
}

/** docs/product-rules.md §2: the login link carries /comics plus the current path. */
export function loginRedirectFor(currentPath: string): string {
  return `${SITE_MOUNT}${currentPath === '/' ? '/' : currentPath}`;
}

/** /login?redirect=/comics/title/00001: slashes stay readable, everything else is encoded. */
export function loginHref(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect).replace(/%2F/g, '/')}`;
}

const SITE_PREFIX = /^\/comics(?=\/|$)/;

/**
 * A `?redirect=` value made safe to navigate to inside this app: only same-site paths
 * ("//evil.example" and "https://..." are dropped), with the site's /comics mount prefix
 * removed because this app is served at the root.
 */
export function appPathFromRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  const path = value.replace(SITE_PREFIX, '') || '/';
  return path.startsWith('/') ? path : `/${path}`;
}

/** Spec 2: the login link carries /comics plus the current path. */
export function loginRedirectFor(currentPath: string): string {
  return `/comics${currentPath === '/' ? '/' : currentPath}`;
}

/** /login?redirect=/comics/title/00001: slashes stay readable, everything else is encoded. */
export function loginHref(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect).replace(/%2F/g, '/')}`;
}

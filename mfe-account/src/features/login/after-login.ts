import { matchPath } from '@ciao/shared/router';
import { ROUTES, href } from '@ciao/shared';

export type LoginOutcome = 'logged-in' | 'terms-incomplete' | 'failed';

export interface AfterLoginNavigation {
  to: string;
  replace: boolean;
}

/**
 * docs/product-rules.md §4: after logging in the reader goes to the top page, except on an episode page
 * (they came to read it, so they stay). On the top page itself the navigation replaces
 * the entry, which makes the router load the page's data again for the new reader.
 * A reader whose terms agreement is incomplete (2019) also goes to the top page.
 * The my pages exist only for a logged-in reader: a login asked for by one of them (the
 * reader is on it, or `redirect` names it, as the header's history link does) leads there.
 * Returns null when the reader stays where they are.
 */
export function afterLoginNavigation(
  outcome: Exclude<LoginOutcome, 'failed'>,
  pathname: string,
  redirect?: string,
): AfterLoginNavigation | null {
  const top = href('TOP');
  if (outcome === 'logged-in' && (matchPath(ROUTES.EPISODE_VIEWER.path, pathname) || isMyPage(pathname))) return null;
  if (outcome === 'logged-in' && redirect && isMyPage(redirect)) return { to: redirect, replace: false };
  return { to: top, replace: pathname === top };
}

// With the fan letter forms: screens for logged-in readers only, so the login returns to them.
const MY_PAGE_PATHS = [
  ROUTES.MYPAGE.path,
  ROUTES.MYPAGE_HISTORY.path,
  ROUTES.MYPAGE_FAVORITE.path,
  ROUTES.MYPAGE_SETTING_TICKET.path,
  ROUTES.FANLETTER_TITLE.path,
  ROUTES.FANLETTER_AUTHOR.path,
];

/** A my page (the query, if any, is ignored). */
function isMyPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return MY_PAGE_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

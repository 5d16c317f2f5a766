import { matchPath } from 'react-router';
import { ROUTES, href } from '@ciao/shared';

export type LoginOutcome = 'logged-in' | 'terms-incomplete' | 'failed';

export interface AfterLoginNavigation {
  to: string;
  replace: boolean;
}

/**
 * Spec 4: after logging in the reader goes to the top page, except on an episode page
 * (they came to read it, so they stay). On the top page itself the navigation replaces
 * the entry, which makes the router load the page's data again for the new reader.
 * A reader whose terms agreement is incomplete (2019) also goes to the top page.
 * Returns null when the reader stays where they are.
 */
export function afterLoginNavigation(outcome: Exclude<LoginOutcome, 'failed'>, pathname: string): AfterLoginNavigation | null {
  const top = href('TOP');
  if (outcome === 'logged-in' && matchPath(ROUTES.EPISODE_VIEWER.path, pathname)) return null;
  return { to: top, replace: pathname === top };
}

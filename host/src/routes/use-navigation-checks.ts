import { useEffect } from 'react';
import { useLocation, useNavigate } from '@ciao/shared/router';
import { ROUTES, bus, useQueryClient } from '@ciao/shared';
import { checkTicketExpiry, refreshHistoryBadge } from './badge-checks';
import { checkLoginBonus } from './login-bonus-check';
import { checkWebStatus, needsLoginCheck, verifyLoginState } from './navigation-checks';

/**
 * Runs the navigation checks of docs/product-rules.md §2 after every navigation, without holding the page
 * back: the page paints at once and a check may redirect afterwards. A newer navigation
 * cancels the account check of the previous one.
 */
export function useNavigationChecks(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    // The API refuses every call of a refused region (1097): there is nothing to check.
    if (location.pathname === ROUTES.DENIED_REGION.path) return;
    const controller = new AbortController();
    const go = (to: string, options?: { replace?: boolean }) => {
      if (!controller.signal.aborted) void navigate(to, options);
    };
    if (needsLoginCheck(location.pathname)) void verifyLoginState(location.pathname, go, controller.signal);
    void checkWebStatus(location.pathname, go, Date.now());
    void checkLoginBonus(location.pathname, Date.now(), queryClient);
    void refreshHistoryBadge(location.pathname);
    void checkTicketExpiry(Date.now());
    return () => controller.abort();
    // A new location object per navigation, also to the same path.
  }, [location, navigate, queryClient]);

  // A login that stays on its page (an episode) is not a navigation: the per-reader checks run at once.
  useEffect(() => bus.on('auth:logged-in', () => void checkLoginBonus(window.location.pathname, Date.now(), queryClient)), [queryClient]);
}

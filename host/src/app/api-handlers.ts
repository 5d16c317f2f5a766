import { ROUTES, bus, sessionActions, sessionStore, setApiHandlers } from '@ciao/shared';

/**
 * What the page does when any call (host or remote) hits maintenance, a refused region or a
 * dead session: docs/product-rules.md §8 shows the maintenance page; a refused region (1097) the denied page,
 * replacing the page it refused; docs/product-rules.md §4 logs out locally on a token error.
 */
export function installApiHandlers(navigate: (to: string, options?: { replace?: boolean }) => void): void {
  setApiHandlers({
    onMaintenance: () => {
      if (window.location.pathname !== ROUTES.MAINTENANCE.path) navigate(ROUTES.MAINTENANCE.path);
    },
    onRegionDenied: () => {
      if (window.location.pathname !== ROUTES.DENIED_REGION.path) navigate(ROUTES.DENIED_REGION.path, { replace: true });
    },
    onTokenError: () => {
      const wasLoggedIn = sessionStore.getState().isLoggedIn;
      sessionActions.loggedOut();
      if (wasLoggedIn) bus.emit('auth:logged-out', { reason: 'token-error' });
    },
  });
}

import { ROUTES, bus, sessionActions, sessionStore, setApiHandlers } from '@ciao/shared';

/**
 * What the page does when any call (host or remote) hits maintenance or a dead session:
 * spec 8 shows the maintenance page; spec 4 logs out locally on a token error.
 */
export function installApiHandlers(navigate: (to: string) => void): void {
  setApiHandlers({
    onMaintenance: () => {
      if (window.location.pathname !== ROUTES.MAINTENANCE.path) navigate(ROUTES.MAINTENANCE.path);
    },
    onTokenError: () => {
      const wasLoggedIn = sessionStore.getState().isLoggedIn;
      sessionActions.loggedOut();
      if (wasLoggedIn) bus.emit('auth:logged-out', { reason: 'token-error' });
    },
  });
}

import { api } from '../api/api';
import { bus } from '../bus/bus';
import { webUserLogout } from '../contracts/endpoints/web-user-logout';
import { sessionActions, sessionStore } from './session-store';

/**
 * The reader's logout, from any remote (the my-page popup, my page). docs/product-rules.md §4: the reader is
 * logged out locally whether or not the server call succeeds; then `auth:logged-out` is
 * heard, so the account-scoped queries are dropped. `leave` (close the popup, go to top)
 * runs in the same tick as the announcement, so the screen that asked is gone before its
 * queries, now empty, could ask the server again.
 */
export async function logOut(leave: () => void): Promise<void> {
  const userId = sessionStore.getState().account?.user_id;
  if (userId) {
    // A failed call changes nothing here: the local session ends either way (docs/product-rules.md §4).
    await api.call(webUserLogout, { target_user_id: userId }).catch(() => undefined);
  }
  sessionActions.loggedOut();
  bus.emit('auth:logged-out', { reason: 'user' });
  leave();
}

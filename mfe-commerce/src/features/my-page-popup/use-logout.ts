import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, bus, href, sessionActions, sessionStore, webUserLogout } from '@ciao/shared';

/**
 * Logout from the popup. Spec 4: the reader is logged out locally whether or not the
 * server call succeeds, then the popup closes and the top page opens.
 */
export function useLogout(onClose: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    if (busy) return;
    setBusy(true);
    const userId = sessionStore.getState().account?.user_id;
    if (userId) {
      // A failed call changes nothing here: the local session ends either way (spec 4).
      await api.call(webUserLogout, { target_user_id: userId }).catch(() => undefined);
    }
    sessionActions.loggedOut();
    bus.emit('auth:logged-out', { reason: 'user' });
    onClose();
    void navigate(href('TOP'));
  };

  return { busy, logout };
}

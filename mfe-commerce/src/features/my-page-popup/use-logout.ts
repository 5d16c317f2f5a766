import { useState } from 'react';
import { useNavigate } from '@ciao/shared/router';
import { href, logOut } from '@ciao/shared';

/** Logout from the popup (docs/product-rules.md §4, shared `logOut`): then the popup closes and the top page opens. */
export function useLogout(onClose: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    if (busy) return;
    setBusy(true);
    await logOut(() => {
      onClose();
      void navigate(href('TOP'));
    });
  };

  return { busy, logout };
}

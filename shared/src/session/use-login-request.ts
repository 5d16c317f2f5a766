import { useEffect, useRef } from 'react';
import { useLocation } from '@ciao/shared/router';
import { bus } from '../bus/bus';

/**
 * A screen for logged-in readers opened by a visitor: asks the host for the login modal
 * once by itself (`auth:open-login`), returning to this address after the login. Returns
 * the same request for the screen's own "log in" button, if the modal was closed.
 */
export function useLoginRequest(): () => void {
  const { pathname, search } = useLocation();
  const redirect = pathname + search;
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    bus.emit('auth:open-login', { redirect });
  }, [redirect]);

  return () => bus.emit('auth:open-login', { redirect });
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@ciao/shared/router';
import { bus } from '../bus/bus';
import { useSession } from './session-store';

/**
 * Whether the reader was logged in at some time while the calling screen has been on
 * display. A screen for logged-in readers asks for the login by itself only when it was
 * opened logged out (useLoginRequest's `askAtOnce`): a reader who logs out (or resigns) on it
 * chose to leave, and a login modal opening over the way out is uninvited.
 */
export function useLoggedInWhileShown(): boolean {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const [seen, setSeen] = useState(isLoggedIn);
  // Adjusted while rendering (React's pattern for state derived from a change), so the screen that replaces the content already knows.
  if (isLoggedIn && !seen) setSeen(true);
  return seen || isLoggedIn;
}

/**
 * A screen for logged-in readers opened by a visitor: asks the host for the login modal
 * once by itself (`auth:open-login`) when `askAtOnce`, returning to this address after the
 * login. Returns the same request for the screen's own "log in" button, if the modal was closed.
 */
export function useLoginRequest(askAtOnce = true): () => void {
  const { pathname, search } = useLocation();
  const redirect = pathname + search;
  const asked = useRef(!askAtOnce);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    bus.emit('auth:open-login', { redirect });
  }, [redirect]);

  return () => bus.emit('auth:open-login', { redirect });
}

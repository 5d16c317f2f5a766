import type { Account } from '@ciao/shared';
import { sessionActions } from '@ciao/shared';
import { toSessionAccount } from '../common/session-login';

/** A saved profile: the session store (header, my page) shows the new nickname at once. */
export function announceProfile(account: Account): void {
  const sessionAccount = toSessionAccount(account);
  if (sessionAccount) sessionActions.loggedIn(sessionAccount);
}

import { useCallback, useState } from 'react';
import {
  CONSENT_VERSIONS,
  RESPONSE_CODES,
  api,
  isApiError,
  loginLockedSchema,
  responseCodeKey,
  webUserLogin,
  type ConsentName,
} from '@ciao/shared';
import { announceLogin, toSessionAccount } from '../common/session-login';

export interface Credentials {
  email: string;
  password: string;
}

/** What a login attempt came to; 2019 carries the consents the server still needs (data.missing). */
export type LoginResult = { outcome: 'logged-in' } | { outcome: 'failed' } | { outcome: 'terms-incomplete'; missing: ConsentName[] };

function missingConsentsOf(data: unknown): ConsentName[] {
  const missing = (data as { missing?: unknown } | null)?.missing;
  if (!Array.isArray(missing)) return [];
  return missing.filter((name): name is ConsentName => typeof name === 'string' && name in CONSENT_VERSIONS);
}

/** Minutes until a name locked by wrong passwords may try again (its 1103's data), or null. */
function lockedMinutesOf(error: unknown): number | null {
  if (!isApiError(error) || error.responseCode !== RESPONSE_CODES.TOO_MANY_REQUESTS) return null;
  const locked = loginLockedSchema.safeParse(error.data);
  return locked.success ? Math.ceil(locked.data.retry_after_seconds / 60) : null;
}

/**
 * The login call and its busy and error state. On success the shared session store
 * learns the account and the other remotes hear `auth:logged-in`. A name locked by wrong
 * passwords is told in how many minutes it may try again (`lockedMinutes`).
 */
export function useLogin() {
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [lockedMinutes, setLockedMinutes] = useState<number | null>(null);

  const login = useCallback(async (credentials: Credentials): Promise<LoginResult> => {
    setBusy(true);
    setErrorKey(null);
    setLockedMinutes(null);
    try {
      const { account } = await api.call(webUserLogin, credentials);
      const sessionAccount = toSessionAccount(account);
      if (!sessionAccount) {
        setErrorKey(responseCodeKey(RESPONSE_CODES.LOGIN_FAILED));
        return { outcome: 'failed' };
      }
      announceLogin(sessionAccount);
      return { outcome: 'logged-in' };
    } catch (error) {
      if (isApiError(error) && error.responseCode === RESPONSE_CODES.TERMS_INCOMPLETE) {
        return { outcome: 'terms-incomplete', missing: missingConsentsOf(error.data) };
      }
      setErrorKey(isApiError(error) ? error.messageKey : responseCodeKey(RESPONSE_CODES.SERVER_ERROR));
      setLockedMinutes(lockedMinutesOf(error));
      return { outcome: 'failed' };
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, errorKey, lockedMinutes, login };
}

import { useCallback, useState } from 'react';
import { RESPONSE_CODES, api, isApiError, responseCodeKey, webUserLogin } from '@ciao/shared';
import type { LoginOutcome } from './after-login';
import { announceLogin, toSessionAccount } from './session-login';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * The login call and its busy and error state. On success the shared session store
 * learns the account and the other remotes hear `auth:logged-in`.
 */
export function useLogin() {
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const login = useCallback(async (credentials: Credentials): Promise<LoginOutcome> => {
    setBusy(true);
    setErrorKey(null);
    try {
      const { account } = await api.call(webUserLogin, credentials);
      const sessionAccount = toSessionAccount(account);
      if (!sessionAccount) {
        setErrorKey(responseCodeKey(RESPONSE_CODES.LOGIN_FAILED));
        return 'failed';
      }
      announceLogin(sessionAccount);
      return 'logged-in';
    } catch (error) {
      if (isApiError(error) && error.responseCode === RESPONSE_CODES.TERMS_INCOMPLETE) return 'terms-incomplete';
      setErrorKey(isApiError(error) ? error.messageKey : responseCodeKey(RESPONSE_CODES.SERVER_ERROR));
      return 'failed';
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, errorKey, login };
}

import { useCallback, useState } from 'react';
import {
  RESPONSE_CODES,
  api,
  bus,
  isApiError,
  responseCodeKey,
  sessionActions,
  webUserLogin,
  type Account,
  type SessionState,
} from '@ciao/shared';
import type { LoginOutcome } from './after-login';

type SessionAccount = NonNullable<SessionState['account']>;

export interface Credentials {
  email: string;
  password: string;
}

/** Spec 4: an account id of 0 (or below) is no account, so such an answer is not a login. */
function toSessionAccount(account: Account): SessionAccount | null {
  if (account.account_id <= 0) return null;
  return {
    account_id: account.account_id,
    user_id: account.user_id,
    nickname: account.nickname,
    email: account.email,
    birthday: account.birthday,
    gender: account.gender,
  };
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
      sessionActions.loggedIn(sessionAccount);
      bus.emit('auth:logged-in', { accountId: sessionAccount.account_id });
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

import { bus, sessionActions, type Account, type SessionAccount } from '@ciao/shared';

/** docs/product-rules.md §4: an account id of 0 (or below) is no account, so such an answer is not a login. */
export function toSessionAccount(account: Account): SessionAccount | null {
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
 * A login by any door (the login modal, the mailed sign-up link): the shared session store
 * learns the account and the other remotes hear `auth:logged-in`.
 */
export function announceLogin(account: SessionAccount): void {
  sessionActions.loggedIn(account);
  bus.emit('auth:logged-in', { accountId: account.account_id });
}

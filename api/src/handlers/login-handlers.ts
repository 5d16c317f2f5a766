import { RESPONSE_CODES, webUserLogin, webUserLogout } from '@ciao/shared/contracts';
import { decoyPasswordHash, verifyPassword } from '../auth/password';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import { createSession, deleteSession } from '../auth/sessions';
import { ApiFailure, parameterInvalid } from '../http/api-failure';
import { defineRoute } from '../http/define-route';
import { toAccount } from './account-handlers';

/** Spec 1: under 13 cannot log in. Birthday is year and month, so the age is counted in whole months. */
const MIN_LOGIN_AGE = 13;

function ageInYears(birthday: string, now: Date): number {
  const [year, month] = birthday.split('-').map(Number);
  const months = (now.getUTCFullYear() - (year ?? 0)) * 12 + (now.getUTCMonth() + 1 - (month ?? 1));
  return Math.floor(months / 12);
}

export const loginRoute = defineRoute(webUserLogin, async ({ params, api, reply, clientIp }) => {
  const [account] = await api.db.query<{
    account_id: number;
    user_id: string;
    email: string;
    nickname: string;
    birthday: string;
    gender: number;
    password_hash: string;
  }>('select account_id, user_id, email, nickname, birthday, gender, password_hash from accounts where lower(email) = lower($1)', [
    params.email.trim(),
  ]);
  // Unknown email and wrong password cost the same scrypt and give the same answer.
  const matches = await verifyPassword(params.password, account?.password_hash ?? (await decoyPasswordHash()));
  if (!account || !matches) throw new ApiFailure(RESPONSE_CODES.USER_NOT_EXIST, 'email or password is wrong');
  const now = api.clock();
  if (ageInYears(account.birthday, now) < MIN_LOGIN_AGE) throw new ApiFailure(RESPONSE_CODES.LOGIN_FAILED, 'login failed');
  const session = await createSession(api.db, account.account_id, now, clientIp);
  setSessionCookie(reply, api.cookie, session.token, session.expiresAt);
  return { code: 0 as const, account: toAccount(account) };
});

export const logoutRoute = defineRoute(webUserLogout, async ({ params, api, reply, requireReader }) => {
  const reader = requireReader();
  if (params.target_user_id !== reader.user_id) throw parameterInvalid('target_user_id is not the signed-in user');
  await deleteSession(api.db, reader.token_hash);
  clearSessionCookie(reply, api.cookie);
  return { code: 0 as const };
});

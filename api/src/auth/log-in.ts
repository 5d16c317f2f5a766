import { type ConsentName, RESPONSE_CODES } from '@ciao/shared/contracts';
import type { Account } from '@ciao/shared/contracts';
import type { HandlerContext } from '../http/api-context';
import { ApiFailure } from '../http/api-failure';
import { type AccountStatus, assertActive, assertConsentsComplete, type Consents, loginAgeGroup } from './account-gate';
import { createSessionWithinLimit, deviceKeyOf } from './device-limit';
import { assertNameNotLocked, loginThrottleKey } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './password';
import { setSessionCookie } from './session-cookie';

interface LoginRow extends Account, Consents {
  status: AccountStatus;
  password_hash: string;
}

export type LoginContext = Pick<HandlerContext<unknown>, 'api' | 'reply' | 'request' | 'clientIp'>;

/** Which consents the caller agrees to now, by age group (terms and agreements calls). */
export type ConsentChoice = (group: 'minor' | 'adult') => Partial<Record<ConsentName, number>>;

async function verifiedAccount(context: LoginContext, email: string, password: string): Promise<LoginRow> {
  const { loginThrottle } = context.api;
  const name = loginThrottleKey(email);
  // Locked names answer like the rate limit, before any lookup or hash: the same for every name.
  await assertNameNotLocked(loginThrottle, name, context.api.clock());
  const [account] = await context.api.db.query<LoginRow>(
    `select account_id, user_id, email, nickname, birthday, gender, password_hash, status,
            terms_of_service_adult, terms_of_service_minor, privacy_policy
       from accounts where lower(email) = lower($1)`,
    [email.trim()],
  );
  // Unknown email and wrong password cost the same scrypt and give the same answer.
  const matches = await verifyPassword(password, account?.password_hash ?? (await decoyPasswordHash()), context.clientIp);
  if (!account || !matches) {
    await loginThrottle.failed(name, context.api.clock());
    throw new ApiFailure(RESPONSE_CODES.USER_NOT_EXIST, 'email or password is wrong');
  }
  await loginThrottle.succeeded(name);
  return account;
}

/**
 * docs/product-rules.md §4 and §6: login, and accepting terms, both end in a session. In order: the
 * password (2000), the account's state (2001, 2012-2015), age (2002 under 13), consents
 * for the age (2019; `agree` adds the ones accepted by this call), the device limit
 * (2003). Consents and the session are written together or not at all.
 */
export async function logIn(context: LoginContext, email: string, password: string, agree?: ConsentChoice): Promise<Account> {
  const { api } = context;
  const account = await verifiedAccount(context, email, password);
  assertActive(account.status);
  const now = api.clock();
  const group = loginAgeGroup(account.birthday, now);
  const accepted = agree?.(group) ?? {};
  assertConsentsComplete({ ...account, ...accepted }, group);
  const deviceKey = deviceKeyOf(context.request.headers['user-agent'], context.clientIp);

  const session = await api.db.transaction(async (tx) => {
    // The row lock serialises logins of one account, so the device count below is exact.
    const [locked] = await tx.query<{ status: AccountStatus }>('select status from accounts where account_id = $1 for update', [
      account.account_id,
    ]);
    if (!locked) throw new ApiFailure(RESPONSE_CODES.USER_NOT_EXIST, 'email or password is wrong');
    assertActive(locked.status);
    if (Object.keys(accepted).length > 0) {
      await tx.query(
        `update accounts set terms_of_service_adult = coalesce($2, terms_of_service_adult),
                terms_of_service_minor = coalesce($3, terms_of_service_minor), privacy_policy = coalesce($4, privacy_policy)
          where account_id = $1`,
        [
          account.account_id,
          accepted.terms_of_service_adult ?? null,
          accepted.terms_of_service_minor ?? null,
          accepted.privacy_policy ?? null,
        ],
      );
    }
    return createSessionWithinLimit(tx, account.account_id, now, context.clientIp, deviceKey);
  });
  setSessionCookie(context.reply, api.cookie, session.token, session.expiresAt);
  const { account_id, user_id, nickname, birthday, gender } = account;
  return { account_id, user_id, nickname, email: account.email, birthday, gender };
}

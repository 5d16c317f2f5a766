import { randomBytes } from 'node:crypto';
import type { Account } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import type { PendingRegistration } from './pending-registrations';

/** A new active account with an empty wallet, from a confirmed sign-up. */
export async function createAccountFrom(tx: Queryable, registration: PendingRegistration, now: Date): Promise<Account> {
  // Random, not sequential: user ids appear in URLs and calls, and must not reveal how many readers there are.
  const userId = `ciao-${randomBytes(8).toString('hex')}`;
  const [account] = await tx.query<Account>(
    `insert into accounts (user_id, email, nickname, birthday, gender, password_hash, created_at, status,
       terms_of_service_adult, terms_of_service_minor, privacy_policy)
     values ($1, $2, $3, $4, $5, $6, $7, 'active', $8, $9, $10)
     returning account_id, user_id, nickname, email, birthday, gender`,
    [
      userId,
      registration.email,
      registration.nickname,
      registration.birthday,
      registration.gender,
      registration.password_hash,
      now,
      registration.terms_of_service_adult,
      registration.terms_of_service_minor,
      registration.privacy_policy,
    ],
  );
  if (!account) throw new Error('account insert returned nothing');
  await tx.query('insert into wallets (account_id) values ($1)', [account.account_id]);
  return account;
}

import type { Queryable } from '../../db/database';
import type { Consents } from '../../auth/account-gate';

export interface PendingRegistration extends Consents {
  registration_id: number;
  email: string;
  password_hash: string;
  nickname: string;
  birthday: string;
  gender: number;
  expires_at: Date;
  completed_at: Date | null;
}

export type NewRegistration = Omit<PendingRegistration, 'registration_id' | 'expires_at' | 'completed_at'>;

export async function isEmailOfAnAccount(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('select 1 from accounts where lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

/**
 * Stores a sign-up waiting for its link. An earlier unconfirmed sign-up of the same email
 * is dropped, so only the newest mailed link works.
 */
export async function replacePendingRegistration(
  tx: Queryable,
  registration: NewRegistration,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await tx.query('delete from pending_registrations where lower(email) = lower($1) and completed_at is null', [registration.email]);
  await tx.query(
    `insert into pending_registrations (email, password_hash, nickname, birthday, gender, terms_of_service_adult,
       terms_of_service_minor, privacy_policy, token_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      registration.email,
      registration.password_hash,
      registration.nickname,
      registration.birthday,
      registration.gender,
      registration.terms_of_service_adult,
      registration.terms_of_service_minor,
      registration.privacy_policy,
      tokenHash,
      now,
      expiresAt,
    ],
  );
}

/** The registration of a link, locked until the transaction ends (a link opened twice at once completes once). */
export async function lockPendingRegistration(tx: Queryable, tokenHash: string): Promise<PendingRegistration | undefined> {
  const [row] = await tx.query<PendingRegistration>(
    `select registration_id, email, password_hash, nickname, birthday, gender, terms_of_service_adult,
            terms_of_service_minor, privacy_policy, expires_at, completed_at
       from pending_registrations where token_hash = $1 for update`,
    [tokenHash],
  );
  return row;
}

export async function markRegistrationCompleted(tx: Queryable, registrationId: number, accountId: number, now: Date): Promise<void> {
  await tx.query('update pending_registrations set completed_at = $2, account_id = $3 where registration_id = $1', [
    registrationId,
    now,
    accountId,
  ]);
}

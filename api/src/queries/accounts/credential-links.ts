import type { Database, Queryable } from '../../db/database';

/** A mailed password-reset or email-change link, as stored (only the token's sha256). */
export interface CredentialLink {
  link_id: number;
  account_id: number;
  expires_at: Date;
  used_at: Date | null;
  /** Email changes only: the address the link was mailed to. */
  new_email: string | null;
}

export type CredentialPurpose = 'password_reset' | 'email_change';
/** What a mail request is counted under (migrations 021 and 047): the credential links, and sign-up's confirmation. */
export type MailPurpose = CredentialPurpose | 'signup';

/** Stores a new link; the account's earlier unused links of the same kind stop working (only the newest mail counts). */
export async function replaceCredentialLink(
  tx: Queryable,
  purpose: CredentialPurpose,
  link: { accountId: number; tokenHash: string; now: Date; expiresAt: Date; newEmail?: string },
): Promise<void> {
  if (purpose === 'password_reset') {
    await tx.query('update password_resets set used_at = $2 where account_id = $1 and used_at is null', [link.accountId, link.now]);
    await tx.query('insert into password_resets (account_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4)', [
      link.accountId,
      link.tokenHash,
      link.now,
      link.expiresAt,
    ]);
    return;
  }
  await tx.query('update email_changes set used_at = $2 where account_id = $1 and used_at is null', [link.accountId, link.now]);
  await tx.query('insert into email_changes (account_id, new_email, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    link.accountId,
    link.newEmail,
    link.tokenHash,
    link.now,
    link.expiresAt,
  ]);
}

/** The link of a token, locked until the transaction ends (a link opened twice at once is used once). */
export async function lockCredentialLink(
  tx: Queryable,
  purpose: CredentialPurpose,
  tokenHash: string,
): Promise<CredentialLink | undefined> {
  const sql =
    purpose === 'password_reset'
      ? 'select reset_id as link_id, account_id, expires_at, used_at, null as new_email from password_resets where token_hash = $1 for update'
      : 'select change_id as link_id, account_id, expires_at, used_at, new_email from email_changes where token_hash = $1 for update';
  const [row] = await tx.query<CredentialLink>(sql, [tokenHash]);
  return row;
}

export async function markCredentialLinkUsed(tx: Queryable, purpose: CredentialPurpose, linkId: number, now: Date): Promise<void> {
  const sql =
    purpose === 'password_reset'
      ? 'update password_resets set used_at = $2 where reset_id = $1'
      : 'update email_changes set used_at = $2 where change_id = $1';
  await tx.query(sql, [linkId, now]);
}

/**
 * Records one mail request for an address and says how many there were within the hour
 * before it (this one included). Rows older than a day are dropped on the way.
 */
export async function countCredentialMailRequest(db: Database, purpose: MailPurpose, emailKey: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('delete from credential_mail_requests where purpose = $1 and email_key = $2 and requested_at < $3', [
      purpose,
      emailKey,
      new Date(now.getTime() - 86_400_000),
    ]);
    await tx.query('insert into credential_mail_requests (purpose, email_key, requested_at) values ($1, $2, $3)', [purpose, emailKey, now]);
    const [row] = await tx.query<{ count: number }>(
      'select count(*)::int as count from credential_mail_requests where purpose = $1 and email_key = $2 and requested_at > $3',
      [purpose, emailKey, new Date(now.getTime() - 3_600_000)],
    );
    return row?.count ?? 0;
  });
}

export interface CredentialAccount {
  account_id: number;
  email: string;
  nickname: string;
  status: string;
  password_hash: string;
}

export async function accountByEmail(db: Queryable, email: string): Promise<CredentialAccount | undefined> {
  const [row] = await db.query<CredentialAccount>(
    'select account_id, email, nickname, status, password_hash from accounts where lower(email) = lower($1)',
    [email],
  );
  return row;
}

/** The account, locked until the transaction ends. */
export async function lockAccount(tx: Queryable, accountId: number): Promise<CredentialAccount | undefined> {
  const [row] = await tx.query<CredentialAccount>(
    'select account_id, email, nickname, status, password_hash from accounts where account_id = $1 for update',
    [accountId],
  );
  return row;
}

export async function savePasswordHash(tx: Queryable, accountId: number, passwordHash: string): Promise<void> {
  await tx.query('update accounts set password_hash = $2 where account_id = $1', [accountId, passwordHash]);
}

export async function saveEmail(tx: Queryable, accountId: number, email: string): Promise<void> {
  await tx.query('update accounts set email = $2 where account_id = $1', [accountId, email]);
}

/** Ends the account's sessions, all of them or all but one (the one changing its own password stays). */
export async function endSessions(tx: Queryable, accountId: number, keepTokenHash: string | null = null): Promise<void> {
  await tx.query('delete from sessions where account_id = $1 and ($2::text is null or token_hash <> $2)', [accountId, keepTokenHash]);
}

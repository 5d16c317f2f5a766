import type { Queryable } from '../../db/database';

export interface OutboxMail {
  mail_id: number;
  to_email: string;
  subject: string;
  body: string;
  action_url: string;
  created_at: Date;
}

export async function queueMail(tx: Queryable, mail: Omit<OutboxMail, 'mail_id'>): Promise<void> {
  await tx.query('insert into mail_outbox (to_email, subject, body, action_url, created_at) values ($1, $2, $3, $4, $5)', [
    mail.to_email,
    mail.subject,
    mail.body,
    mail.action_url,
    mail.created_at,
  ]);
}

export async function latestMail(db: Queryable, limit: number): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    'select mail_id, to_email, subject, body, action_url, created_at from mail_outbox order by mail_id desc limit $1',
    [limit],
  );
}

/**
 * The oldest undelivered mails whose turn has come, locked for this transaction: another API
 * process delivering at the same time skips them, so each mail leaves once.
 */
export async function claimUndeliveredMail(tx: Queryable, now: Date, maxAttempts: number, limit: number): Promise<OutboxMail[]> {
  return tx.query<OutboxMail>(
    `select mail_id, to_email, subject, body, action_url, created_at from mail_outbox
      where delivered_at is null and attempts < $2 and (next_attempt_at is null or next_attempt_at <= $1)
      order by mail_id limit $3 for update skip locked`,
    [now, maxAttempts, limit],
  );
}

export async function markMailDelivered(tx: Queryable, mailId: number, now: Date): Promise<void> {
  await tx.query('update mail_outbox set delivered_at = $2, attempts = attempts + 1, last_error = null where mail_id = $1', [mailId, now]);
}

/** A failed attempt: counted, its error kept, and the next one later the more attempts it took (`stepSeconds` times the count). */
export async function markMailFailed(tx: Queryable, mailId: number, error: string, now: Date, stepSeconds: number): Promise<void> {
  await tx.query(
    `update mail_outbox set attempts = attempts + 1, last_error = $2,
       next_attempt_at = $3::timestamptz + make_interval(secs => $4::integer * (attempts + 1)) where mail_id = $1`,
    [mailId, error, now, stepSeconds],
  );
}

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

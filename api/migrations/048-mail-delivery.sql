-- Delivery of the outbox through SMTP (src/mail/smtp-delivery.ts, when SMTP_URL is set):
-- a row is delivered once, by whichever API process claims it first; a failed attempt is
-- counted and retried later, up to a limit, with its last error kept for the operator.
-- Without SMTP_URL (development) rows stay undelivered and the outbox page lists them.
alter table mail_outbox
  add column delivered_at timestamptz,
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz,
  add column last_error text;
create index mail_outbox_undelivered_idx on mail_outbox (mail_id) where delivered_at is null;

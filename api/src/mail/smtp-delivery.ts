import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { claimUndeliveredMail, markMailDelivered, markMailFailed, type OutboxMail } from '../queries/accounts/mail-outbox';

/** Where and as whom mail leaves: env SMTP_URL, MAIL_FROM and SITE_URL (see smtpSettingsFromEnv). */
export interface SmtpSettings {
  /** smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://...:465. */
  smtpUrl: string;
  /** The From header, e.g. `ちゃおコミ <no-reply@example.jp>`. */
  from: string;
  /** The site's public origin: the mails' links are site paths, and a mail needs them whole. */
  siteUrl: string;
}

/** Attempts per mail before it is left to the operator (its last error stays in mail_outbox.last_error). */
const MAX_ATTEMPTS = 5;
/** A failed mail waits this long, times its attempts, before the next try. */
const RETRY_STEP_SECONDS = 60;
const BATCH = 20;

/**
 * SMTP delivery from the environment, or null when SMTP_URL is unset (development: the mails
 * stay in the outbox, which /dev/outbox lists). A set SMTP_URL needs SITE_URL too.
 */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  const siteUrl = env.SITE_URL?.trim();
  if (!siteUrl || !/^https?:\/\//.test(siteUrl)) {
    throw new Error('SMTP_URL is set: SITE_URL must name the site as its readers reach it (https://...), the start of every mailed link.');
  }
  return { smtpUrl, from: env.MAIL_FROM?.trim() || `ちゃおコミ <no-reply@${new URL(siteUrl).hostname}>`, siteUrl };
}

/** The mail as it leaves: its link (a site path in the outbox) made whole with the site's origin. */
export function outgoingMail(mail: OutboxMail, settings: SmtpSettings): { from: string; to: string; subject: string; text: string } {
  const link = new URL(mail.action_url, settings.siteUrl).href;
  return { from: settings.from, to: mail.to_email, subject: mail.subject, text: mail.body.split(mail.action_url).join(link) };
}

export interface MailDelivery {
  /** Sends every mail whose turn has come; resolves with how many left. */
  deliverDue(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Delivers the outbox through SMTP: every `intervalMs` the mails not yet delivered are claimed
 * (each by one API process: the rows stay locked while they are sent), sent with nodemailer and
 * marked delivered, or counted as failed and tried again later. The outbox row is written in the
 * same transaction as the link it carries, so a mail is never sent for a change that rolled back
 * and never lost for one that committed.
 */
export function startSmtpDelivery(
  db: Database,
  settings: SmtpSettings,
  options: { log: FastifyBaseLogger; clock?: () => Date; intervalMs?: number },
): MailDelivery {
  const clock = options.clock ?? (() => new Date());
  const transport = nodemailer.createTransport(settings.smtpUrl);
  let running: Promise<number> | null = null;

  const deliverBatch = () =>
    db.transaction(async (tx) => {
      const due = await claimUndeliveredMail(tx, clock(), MAX_ATTEMPTS, BATCH);
      let sent = 0;
      for (const mail of due) {
        try {
          await transport.sendMail(outgoingMail(mail, settings));
          await markMailDelivered(tx, mail.mail_id, clock());
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.log.warn({ err: error, mailId: mail.mail_id }, 'mail not delivered; will try again');
          await markMailFailed(tx, mail.mail_id, message.slice(0, 500), clock(), RETRY_STEP_SECONDS);
        }
      }
      return sent;
    });

  // One round at a time: a slow server must not pile rounds up.
  const deliverDue = () => {
    running ??= deliverBatch().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    deliverDue().catch((error: unknown) => options.log.error({ err: error }, 'mail delivery round failed'));
  }, options.intervalMs ?? 2000);
  timer.unref();

  return {
    deliverDue,
    async close() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

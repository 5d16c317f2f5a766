import { Link, useLocation } from 'react-router';
import { href } from '@ciao/shared';
import { useSignupPage } from './use-signup-texts';
import styles from './Signup.module.css';

/** What the form hands to this page (router state, so a reload keeps it). */
export interface MailSentState {
  email: string;
  /** When the link stops working, as the API wrote it (YYYY-MM-DDTHH:mm:ss, configured offset). */
  expiresAt: string;
  /** Development builds only: the local mail outbox, as the API named it. */
  devOutboxUrl?: string;
}

function readState(state: unknown): Partial<MailSentState> {
  if (typeof state !== 'object' || state === null) return {};
  const { email, expiresAt, devOutboxUrl } = state as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof expiresAt === 'string' ? { expiresAt } : {}),
    // Only a path of this site: router state is ours, but a link must never lead elsewhere.
    ...(typeof devOutboxUrl === 'string' && devOutboxUrl.startsWith('/') && !devOutboxUrl.startsWith('//') ? { devOutboxUrl } : {}),
  };
}

/** 2026-11-21T12:00:00 -> 2026.11.21 12:00 (spec 9 display dates). */
function displayDateTime(apiDateTime: string): string {
  const [date = '', time = ''] = apiDateTime.split('T');
  return `${date.replaceAll('-', '.')} ${time.slice(0, 5)}`;
}

/**
 * /email/presave/send: the confirmation mail is on its way (spec 4: sign-up is not finished
 * until the link is opened). In a development build the API names its local mail outbox,
 * and the page links to it.
 */
export function MailSentPage() {
  const t = useSignupPage('signup.sent.pageTitle');
  const { email, expiresAt, devOutboxUrl } = readState(useLocation().state);
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('signup.sent.heading')}</h1>
      <p className={styles.lead}>{email ? t('signup.sent.bodyTo', { email }) : t('signup.sent.body')}</p>
      {expiresAt && <p className={styles.lead}>{t('signup.sent.until', { until: displayDateTime(expiresAt) })}</p>}
      <p className={styles.lead}>{t('signup.sent.noMail')}</p>
      <div className={styles.actions}>
        <Link className={styles.link} to={href('SIGNUP_PRE')}>
          {t('signup.sent.again')}
        </Link>
      </div>
      {devOutboxUrl && (
        <p className={styles.note}>
          {t('signup.sent.devNote')}{' '}
          <a className={styles.link} href={devOutboxUrl}>
            {t('signup.sent.devOutbox')}
          </a>
        </p>
      )}
    </main>
  );
}

import { Link, useLocation } from '@ciao/shared/router';
import { href, PageFrame, PageHeading } from '@ciao/shared';
import { DevOutboxNote } from '../common/DevOutboxNote';
import { displayDateTime, readMailSentState } from '../common/mail-sent-state';
import { useSignupPage as usePageTexts } from '../common/use-signup-texts';
import styles from '../common/Signup.module.css';

/**
 * The reset mail is on its way (the ID host's password-presave-send page). Worded so it is
 * true whether or not the email is registered: the page must not tell either.
 */
export function PasswordPreresetSentPage() {
  const t = usePageTexts();
  const { email, expiresAt, devOutboxUrl } = readMailSentState(useLocation().state);
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('password.sent.heading')}</PageHeading>
      <p className={styles.lead}>{email ? t('password.sent.bodyTo', { email }) : t('password.sent.body')}</p>
      {expiresAt && <p className={styles.lead}>{t('password.sent.until', { until: displayDateTime(expiresAt) })}</p>}
      <p className={styles.lead}>{t('password.sent.noMail')}</p>
      <div className={styles.actions}>
        <Link className={styles.link} to={href('PASSWORD_PRERESET')}>
          {t('password.sent.again')}
        </Link>
      </div>
      <DevOutboxNote url={devOutboxUrl} />
    </PageFrame>
  );
}

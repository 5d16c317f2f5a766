import { Link, useLocation } from '@ciao/shared/router';
import { href, PageFrame, PageHeading } from '@ciao/shared';
import { DevOutboxNote } from '../common/DevOutboxNote';
import { displayDateTime, readMailSentState } from '../common/mail-sent-state';
import { useSignupPage } from '../common/use-signup-texts';
import styles from '../common/Signup.module.css';

/**
 * /email/presave/send: the confirmation mail is on its way (docs/product-rules.md §4: sign-up is not finished
 * until the link is opened). In a development build the API names its local mail outbox,
 * and the page links to it.
 */
export function MailSentPage() {
  const t = useSignupPage();
  const { email, expiresAt, devOutboxUrl } = readMailSentState(useLocation().state);
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('signup.sent.heading')}</PageHeading>
      <p className={styles.lead}>{email ? t('signup.sent.bodyTo', { email }) : t('signup.sent.body')}</p>
      {expiresAt && <p className={styles.lead}>{t('signup.sent.until', { until: displayDateTime(expiresAt) })}</p>}
      <p className={styles.lead}>{t('signup.sent.noMail')}</p>
      <div className={styles.actions}>
        <Link className={styles.link} to={href('SIGNUP_PRE')}>
          {t('signup.sent.again')}
        </Link>
      </div>
      <DevOutboxNote url={devOutboxUrl} />
    </PageFrame>
  );
}

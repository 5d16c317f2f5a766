import { Button, bus, PageFrame, PageHeading } from '@ciao/shared';
import { useSignupPage as usePageTexts } from '../common/use-signup-texts';
import styles from '../common/Signup.module.css';

/** The new password is saved; every session ended, so the reader logs in again with it. */
export function PasswordResetDonePage() {
  const t = usePageTexts();
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('password.done.heading')}</PageHeading>
      <p className={styles.lead}>{t('password.done.body')}</p>
      <div className={styles.actions}>
        <Button onClick={() => bus.emit('auth:open-login', {})}>{t('password.done.login')}</Button>
      </div>
    </PageFrame>
  );
}

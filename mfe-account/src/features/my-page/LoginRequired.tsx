import { Button, useLoginRequest } from '@ciao/shared';
import { useMyPageTexts } from '../common/use-my-page-texts';
import styles from '../common/MyPage.module.css';

/**
 * A my page opened while logged out: the login modal opens once by itself (the host hears
 * `auth:open-login`) when the page was opened logged out (`askAtOnce`, never after a logout
 * here), and the page says why and offers the login. After the login the reader stays here
 * and the page shows its content.
 */
export function LoginRequired({ askAtOnce }: { askAtOnce: boolean }) {
  const t = useMyPageTexts();
  const askLogin = useLoginRequest(askAtOnce);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('my.login.heading')}</h1>
      <p className={styles.lead}>{t('my.login.body')}</p>
      <div>
        <Button variant="primary" onClick={askLogin}>
          {t('my.login.action')}
        </Button>
      </div>
    </div>
  );
}

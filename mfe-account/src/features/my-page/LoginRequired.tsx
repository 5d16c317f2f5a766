import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button, bus } from '@ciao/shared';
import { useMyPageTexts } from './use-my-page-texts';
import styles from './MyPage.module.css';

/**
 * A my page opened while logged out: the login modal opens once by itself (the host hears
 * `auth:open-login`), and the page says why and offers the login again if it was closed.
 * After the login the reader stays here and the page shows its content.
 */
export function LoginRequired() {
  const t = useMyPageTexts('my.login.pageTitle');
  const { pathname, search } = useLocation();
  const redirect = pathname + search;
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    bus.emit('auth:open-login', { redirect });
  }, [redirect]);

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('my.login.heading')}</h1>
      <p className={styles.lead}>{t('my.login.body')}</p>
      <div>
        <Button variant="primary" onClick={() => bus.emit('auth:open-login', { redirect })}>
          {t('my.login.action')}
        </Button>
      </div>
    </main>
  );
}

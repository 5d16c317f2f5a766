import { Button, useLoginRequest, useTranslation } from '@ciao/shared';
import styles from './fanletter.module.css';

/** Fan letters are for logged-in readers (docs/product-rules.md §6): the login modal opens (unless the reader logged out here) and brings the reader back to this form. */
export function LoginRequired({ askAtOnce }: { askAtOnce: boolean }) {
  const { t } = useTranslation('catalog');
  const askLogin = useLoginRequest(askAtOnce);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('fanletter.login.heading')}</h1>
      <p>{t('fanletter.login.body')}</p>
      <div>
        <Button onClick={askLogin}>{t('fanletter.login.action')}</Button>
      </div>
    </div>
  );
}

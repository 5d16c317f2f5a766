import { LoginPrompt, useTranslation } from '@ciao/shared';
import styles from './fanletter.module.css';

/** Fan letters are for logged-in readers (docs/product-rules.md §6): the login modal opens (unless the reader logged out here) and brings the reader back to this form. */
export function LoginRequired({ askAtOnce }: { askAtOnce: boolean }) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('fanletter.login.heading')}</h1>
      <LoginPrompt message={t('fanletter.login.body')} action={t('fanletter.login.action')} askAtOnce={askAtOnce} />
    </div>
  );
}

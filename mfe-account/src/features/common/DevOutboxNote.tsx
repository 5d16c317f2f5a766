import { useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from './Signup.module.css';

/** Development builds only: the API named its local mail outbox, where the mailed link can be opened. */
export function DevOutboxNote({ url }: { url: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  if (!url) return null;
  return (
    <p className={styles.note}>
      {t('signup.sent.devNote')}{' '}
      <a className={styles.link} href={url}>
        {t('signup.sent.devOutbox')}
      </a>
    </p>
  );
}

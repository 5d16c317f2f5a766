import type { ApiError } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import styles from './status.module.css';

interface ErrorMessageProps {
  error: ApiError;
  onRetry: () => void;
}

/** A failed load: the localized message of the API error and a way to try again. */
export function ErrorMessage({ error, onRetry }: ErrorMessageProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.status} role="alert">
      <p className={styles.message}>{t(`errors:${error.messageKey}`)}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './remote-region.module.css';

export function RemoteFallback({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [busy, setBusy] = useState(false);

  async function retry() {
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="alert" className={styles.fallback}>
      <p className={styles.message}>{t('remote.failed')}</p>
      <button type="button" className={styles.retry} onClick={() => void retry()} disabled={busy}>
        {busy ? t('remote.retrying') : t('remote.retry')}
      </button>
    </div>
  );
}

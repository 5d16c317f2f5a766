import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@ciao/shared';
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
    <div className={styles.fallback}>
      <ErrorState
        message={t('remote.failed')}
        onRetry={() => void retry()}
        retryLabel={t('remote.retry')}
        retrying={busy}
        retryingLabel={t('remote.retrying')}
      />
    </div>
  );
}

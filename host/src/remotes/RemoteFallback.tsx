import { useState } from 'react';
import { Link } from '@ciao/shared/router';
import { ErrorState, buttonClassName, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './remote-region.module.css';

/** A way out of a region that fills the page without the layout (the viewers): where it leads and its label key. */
export interface FallbackBackLink {
  to: string;
  labelKey: 'remote.backToTitle' | 'remote.backToTop';
}

export function RemoteFallback({ onRetry, backLink }: { onRetry: () => Promise<void>; backLink?: FallbackBackLink }) {
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
        actions={
          backLink && (
            <Link className={buttonClassName('secondary')} to={backLink.to}>
              {t(backLink.labelKey)}
            </Link>
          )
        }
      />
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link } from '@ciao/shared/router';
import { ErrorState, buttonClassName, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { claimPageReload, pageNavigation, RELOAD_NOTICE_MS } from './page-reload';
import styles from './remote-region.module.css';

/** A way out of a region that fills the page without the layout (the viewers): where it leads and its label key. */
export interface FallbackBackLink {
  to: string;
  labelKey: 'remote.backToTitle' | 'remote.backToTop';
}

/**
 * A failed region: its message and retry. `afterFailedRetry`: the reader's retry failed too, which
 * the page cannot heal by itself (page-reload.ts): the page says so and reloads, once per
 * RELOAD_AGAIN_AFTER_MS; past that, the retry stays.
 */
export function RemoteFallback({
  onRetry,
  backLink,
  afterFailedRetry = false,
}: {
  onRetry: () => Promise<void>;
  backLink?: FallbackBackLink;
  afterFailedRetry?: boolean;
}) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [reloading, setReloading] = useState(false);
  // As it was when this fallback appeared: the fallback of the first failure sees the prop turn
  // true for a moment when the retry starts, before the region renders again.
  const shownAfterFailedRetry = useRef(afterFailedRetry).current;
  useEffect(() => {
    if (shownAfterFailedRetry && claimPageReload()) setReloading(true);
  }, [shownAfterFailedRetry]);
  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(() => pageNavigation.reload(), RELOAD_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [reloading]);

  if (reloading) {
    return (
      <div className={styles.fallback}>
        <p role="status">{t('remote.reloadingPage')}</p>
      </div>
    );
  }

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

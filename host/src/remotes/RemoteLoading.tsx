import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './remote-region.module.css';

/** Spec 9: the loading indicator waits 200 ms, so a fast load never flashes it. */
export const LOADING_INDICATOR_DELAY_MS = 200;

export function RemoteLoading() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div role="status" aria-live="polite" className={styles.loading}>
      {visible ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{t('remote.loading')}</span>
        </>
      ) : null}
    </div>
  );
}

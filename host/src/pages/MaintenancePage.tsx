import { useTranslation } from '@ciao/shared';
import { useStatusPage } from '../head/RouteHead';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './pages.module.css';

/** docs/product-rules.md §8: the page for code 1098. Reloading is the way out once maintenance ends. */
export function MaintenancePage() {
  const { t } = useTranslation(HOST_NAMESPACE);

  useStatusPage({ kind: 'maintenance' });

  return (
    <section className={styles.page} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className={styles.title}>
        {t('maintenance.title')}
      </h1>
      <p className={styles.lead}>{t('maintenance.lead')}</p>
      <a href="/" className={styles.button}>
        {t('maintenance.reload')}
      </a>
    </section>
  );
}

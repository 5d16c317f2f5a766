import { useTranslation } from '@ciao/shared';
import { useStatusPage } from '../head/RouteHead';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './pages.module.css';

/**
 * docs/product-rules.md §2's "denied screens by IP region": shown when the API answers 1097 because the edge
 * places the reader in a region the operator refuses (DENIED_REGIONS). It offers no link:
 * every page of the site would meet the same refusal.
 */
export function DeniedRegionPage() {
  const { t } = useTranslation(HOST_NAMESPACE);

  useStatusPage({ kind: 'denied-region' });

  return (
    <main className={styles.page} aria-labelledby="denied-region-title">
      <h1 id="denied-region-title" className={styles.title}>
        {t('deniedRegion.title')}
      </h1>
      <p className={styles.lead}>{t('deniedRegion.lead')}</p>
    </main>
  );
}

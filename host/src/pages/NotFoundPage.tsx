import { Link, useLocation } from '@ciao/shared/router';
import { href, useTranslation } from '@ciao/shared';
import { useStatusPage } from '../head/RouteHead';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './pages.module.css';

/** docs/product-rules.md §2/§4: 'Page Not Found: {path}' with a button back to top; also for invalid route params. */
export function NotFoundPage() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const { pathname } = useLocation();

  useStatusPage({ kind: 'not-found' });

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.status} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.detail}>{t('notFound.message', { path: pathname })}</p>
      <p className={styles.lead}>{t('notFound.lead')}</p>
      <Link to={href('TOP')} className={styles.button}>
        {t('notFound.backToTop')}
      </Link>
    </section>
  );
}

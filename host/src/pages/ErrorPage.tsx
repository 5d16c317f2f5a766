import { Link } from '@ciao/shared/router';
import { href, useTranslation } from '@ciao/shared';
import { useStatusPage } from '../head/RouteHead';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './pages.module.css';

/** docs/product-rules.md §8 error page: shows the error code (Unknown when there is none) and the way back. */
export function ErrorPage({ code }: { code: string | null }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const shownCode = code ?? t('error.unknown');
  const messageKey = `errors:code_${code ?? ''}`;
  const message = code && i18n.exists(messageKey) ? t(messageKey) : t('error.lead');

  useStatusPage({ kind: 'error', code });

  return (
    <section className={styles.page} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {t('error.title')}
      </h1>
      <p className={styles.lead}>{message}</p>
      <p className={styles.detail}>{t('error.code', { code: shownCode })}</p>
      <Link to={href('TOP')} className={styles.button}>
        {t('error.backToTop')}
      </Link>
    </section>
  );
}

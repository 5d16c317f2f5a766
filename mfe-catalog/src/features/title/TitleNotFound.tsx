import { buttonClassName, href, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import styles from '../common/status.module.css';

/** docs/product-rules.md §8 code 3000: the title does not exist (or is no longer public). */
export function TitleNotFound() {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.status}>
      <h1 className={styles.message}>{t('title.notFound')}</h1>
      <p className={styles.hint}>{t('title.notFoundHint')}</p>
      <Link className={buttonClassName('primary')} to={href('TOP')}>
        {t('backToTop')}
      </Link>
    </div>
  );
}

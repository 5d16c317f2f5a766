import { EmptyState, buttonClassName, href, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import styles from './fanletter.module.css';

export function RecipientNotFound() {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('fanletter.notFound')}</h1>
      <EmptyState
        message={t('fanletter.notFoundHint')}
        action={
          <Link className={buttonClassName('secondary')} to={href('TOP')}>
            {t('backToTop')}
          </Link>
        }
      />
    </div>
  );
}

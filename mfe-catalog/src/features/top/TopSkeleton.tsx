import { useTranslation } from 'react-i18next';
import styles from './top.module.css';

const PLACEHOLDER_CARDS = 8;

/** Grey card shapes while the sections load, so the layout does not jump when they arrive. */
export function TopSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.section} role="status" aria-busy="true">
      <span className={styles.visuallyHidden}>{t('loading')}</span>
      <div className={styles.skeletonHeading} aria-hidden="true" />
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className={styles.skeletonCard} />
        ))}
      </ul>
    </div>
  );
}

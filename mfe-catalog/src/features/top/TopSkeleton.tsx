import { VisuallyHidden, useTranslation } from '@ciao/shared';
import styles from './top.module.css';

/** A fixed row of placeholders: they never reorder, so their names can serve as keys. */
const PLACEHOLDER_CARDS = Array.from({ length: 8 }, (_, index) => `placeholder-${index}`);

/** Grey card shapes while the sections load, so the layout does not jump when they arrive. */
export function TopSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className={styles.section} role="status" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <div className={styles.skeletonHeading} aria-hidden="true" />
      <ul className={styles.grid} aria-hidden="true">
        {PLACEHOLDER_CARDS.map((name) => (
          <li key={name} className={styles.skeletonCard} />
        ))}
      </ul>
    </div>
  );
}

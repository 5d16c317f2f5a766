import { formatDisplayDate, parseApiDateTime } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import type { EpisodeAccess } from './episode-access';
import styles from './title.module.css';

/** The state label of an episode row: free, purchased, renting (with its end) or its price. */
export function EpisodeBadge({ access }: { access: EpisodeAccess }) {
  const { t } = useTranslation('catalog');
  switch (access.kind) {
    case 'free':
      return <span className={`${styles.badge} ${styles.badgeFree}`}>{t('title.free')}</span>;
    case 'member-free':
      return <span className={`${styles.badge} ${styles.badgeFree}`}>{t('title.memberFree')}</span>;
    case 'purchased':
      return <span className={`${styles.badge} ${styles.badgeOwned}`}>{t('title.purchased')}</span>;
    case 'renting':
      return (
        <span className={`${styles.badge} ${styles.badgeOwned}`}>
          {t('title.renting')}
          {access.until && (
            <span className={styles.badgeNote}>{t('title.rentalUntil', { date: formatDisplayDate(parseApiDateTime(access.until)) })}</span>
          )}
        </span>
      );
    case 'points':
      return <span className={`${styles.badge} ${styles.badgePrice}`}>{t('title.price', { point: access.point })}</span>;
  }
}

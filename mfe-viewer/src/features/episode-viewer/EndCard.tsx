import { buttonClassName, href } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../page-reader/reader.module.css';

interface EndCardProps {
  titleId: number;
  nextEpisodeId: number | null;
}

/** Shown on the last page: where to go next. */
export function EndCard({ titleId, nextEpisodeId }: EndCardProps) {
  const { t } = useTranslation('viewer');
  return (
    <section className={styles.card} aria-label={t('endCard.label')}>
      <h2 className={styles.cardHeading}>{t('endCard.heading')}</h2>
      {nextEpisodeId === null ? (
        <p className={styles.cardText}>{t('endCard.lastEpisode')}</p>
      ) : (
        <Link className={buttonClassName('primary')} to={href('EPISODE_VIEWER', { titleId, episodeId: nextEpisodeId })}>
          {t('nextEpisode')}
        </Link>
      )}
      <Link className={buttonClassName('secondary')} to={href('TITLE', { titleId })}>
        {t('backToTitle')}
      </Link>
    </section>
  );
}

import { AD_PLACEMENTS, AdBanner, buttonClassName, episodeViewerFinish, href, useApiQuery, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { EpisodeReactions, useEpisodeReactions } from './EpisodeReactions';
import { NextEpisodeState } from './NextEpisodeState';
import type { ViewerEpisode } from './viewer-episode';
import reader from '../common/page-reader/reader.module.css';
import styles from './viewer.module.css';

/**
 * The end page's ad (AD_PLACEMENTS.viewer_end): the seed's ad for the first episode of another
 * title (ad 2; ads 1 and 3 are the top page's banners), a next read for whoever got this far.
 */
const VIEWER_END_AD_ID = 2;

/**
 * The end page, the turn after the last page (PageReader's endPage). Opening it is the finish call (`/episode/viewer/finish`, recorded
 * once for a reader), whose answer is the end page: the next episode with what it takes to
 * read it, a like and the favorite, the recommended titles, the way back to the title, and
 * an ad (recorded as shown when the card shows, as clicked when pressed).
 */
export function EndCard({ episode }: { episode: ViewerEpisode }) {
  const { t } = useTranslation('viewer');
  const titleId = episode.title_id;
  const finish = useApiQuery(episodeViewerFinish, { episode_id: episode.episode_id });
  const next = finish.data?.next_episode ?? null;
  const recommended = finish.data?.recommend_title_list ?? [];
  const reactions = useEpisodeReactions(titleId, episode.episode_id);
  // Shown whole once the finish call and the reactions have answered: a card that grew (or
  // whose buttons widened) as the answers came in would push its own lines about (layout shift).
  if (finish.isPending || !reactions.settled) {
    return (
      <p className={reader.message} role="status">
        {t('loading')}
      </p>
    );
  }

  return (
    <section className={reader.card} aria-label={t('endCard.label')}>
      <h2 className={reader.cardHeading}>{t('endCard.heading')}</h2>
      {finish.isSuccess && next === null && <p className={reader.cardText}>{t('endCard.lastEpisode')}</p>}
      {next && (
        <div className={styles.next}>
          <p className={styles.nextName}>{next.episode_name}</p>
          <NextEpisodeState titleId={titleId} episode={next} />
          <Link className={buttonClassName('primary')} to={href('EPISODE_VIEWER', { titleId, episodeId: next.episode_id })}>
            {t('nextEpisode')}
          </Link>
        </div>
      )}
      <EpisodeReactions titleId={titleId} episodeId={episode.episode_id} reactions={reactions} />
      {recommended.length > 0 && (
        <nav aria-label={t('endCard.recommended')}>
          <h3 className={styles.subheading}>{t('endCard.recommended')}</h3>
          <ul className={styles.recommended}>
            {recommended.slice(0, 6).map((title) => (
              <li key={title.title_id}>
                <Link className={styles.recommendedTitle} to={href('TITLE', { titleId: title.title_id })}>
                  <img src={title.thumbnail_rect_image_url} alt="" width={96} height={54} loading="lazy" />
                  <span>{title.title_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link className={buttonClassName('secondary')} to={href('TITLE', { titleId })}>
        {t('backToTitle')}
      </Link>
      {/* Last, in a slot of its own height, so the card's lines never move when the ad arrives. */}
      <div className={styles.endAd}>
        <AdBanner advertisementId={VIEWER_END_AD_ID} placement={AD_PLACEMENTS.viewer_end} />
      </div>
    </section>
  );
}

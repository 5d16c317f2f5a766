import { useEffect } from 'react';
import { AfterFirstScreen, Cover, bus, href, useSession, type Episode, type Tag, type Title, useTranslation } from '@ciao/shared';
import { Link, useNavigate } from '@ciao/shared/router';
import { ComicVolumes } from './ComicVolumes';
import { EpisodeRow } from './EpisodeRow';
import { FavoriteButton } from './FavoriteButton';
import { RatingRestriction } from './RatingRestriction';
import { TitleFacts } from './TitleFacts';
import { WaitFreeStatus } from './WaitFreeStatus';
import { episodeAccess } from './episode-access';
import styles from './title.module.css';

interface TitleDetailsProps {
  title: Title;
  episodes: Episode[];
  tags: Tag[];
}

export function TitleDetails({ title, episodes, tags }: TitleDetailsProps) {
  const { t } = useTranslation('catalog');
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const navigate = useNavigate();
  // An episode of this title bought or rented in commerce's dialog opens in the viewer.
  useEffect(
    () =>
      bus.on('purchase:completed', ({ titleId, episodeId }) => {
        if (titleId === title.title_id) void navigate(href('EPISODE_VIEWER', { titleId, episodeId }));
      }),
    [navigate, title.title_id],
  );
  const first = episodes[0];
  // The episode this browser last read of the title (the viewer records it): read on from there.
  // The server's first screen has no such record; the page fills it in once adopted.
  const lastReadId = useSession((state) => state.readingHistory.find((entry) => entry.title_id === title.title_id)?.episode_id);
  const lastRead = episodes.find((episode) => episode.episode_id === lastReadId);
  const readNext = lastRead && lastRead !== first ? lastRead : first;

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <Cover className={styles.cover} src={title.thumbnail_image_url} alt={t('title.coverAlt', { title: title.title_name })} priority />
        <div className={styles.summary}>
          <h1 className={styles.titleName}>{title.title_name}</h1>
          <p className={styles.author}>{title.author_text}</p>
          <p className={styles.introduction}>{title.introduction_text}</p>
          <div className={styles.actions}>
            {readNext && (
              <Link className={styles.readFirst} to={href('EPISODE_VIEWER', { titleId: title.title_id, episodeId: readNext.episode_id })}>
                {readNext === first ? t('title.readFirst') : t('title.readOn', { index: readNext.index })}
              </Link>
            )}
            <Link className={styles.fanLetter} to={href('FANLETTER_TITLE', { titleId: title.title_id })}>
              {t('fanletter.link')}
            </Link>
            {/* Last in the row: a reader's button (its state, "saved") fills a visitor's place on a
                signed-in first screen, and its width then moves nothing after it. */}
            <FavoriteButton titleId={title.title_id} />
          </div>
          <WaitFreeStatus titleId={title.title_id} />
          {/* Below the actions: the facts arrive by calls of their own and push only what follows. */}
          <TitleFacts title={title} tags={tags} />
        </div>
      </header>

      {/* The header (the cover, the largest image) is the first screen: painted before the episode list renders. */}
      <AfterFirstScreen>
        <section aria-labelledby="title-episodes" className={styles.section}>
          <h2 id="title-episodes" className={styles.sectionName}>
            {t('title.episodes')}
          </h2>
          {episodes.length === 0 ? (
            <p className={styles.empty}>{t('title.noEpisodes')}</p>
          ) : (
            <ul className={styles.episodes}>
              {episodes.map((episode) => (
                <EpisodeRow key={episode.episode_id} episode={episode} access={episodeAccess(episode, isLoggedIn)} />
              ))}
            </ul>
          )}
        </section>
        <ComicVolumes titleId={title.title_id} />
      </AfterFirstScreen>
      <RatingRestriction ratingAge={title.rating_age} />
    </article>
  );
}

import { useEffect } from 'react';
import { Cover, bus, href, useDocumentTitle, useSession, type Episode, type Tag, type Title } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EpisodeRow } from './EpisodeRow';
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
  useDocumentTitle(title.title_name);
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

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <Cover className={styles.cover} src={title.thumbnail_image_url} alt={t('title.coverAlt', { title: title.title_name })} />
        <div className={styles.summary}>
          <h1 className={styles.titleName}>{title.title_name}</h1>
          <p className={styles.author}>{title.author_text}</p>
          <p className={styles.introduction}>{title.introduction_text}</p>
          {tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('title.tags')}>
              {tags.map((tag) => (
                <li key={tag.tag_id} className={styles.tag}>
                  #{tag.tag_name}
                </li>
              ))}
            </ul>
          )}
          {first && (
            <Link className={styles.readFirst} to={href('EPISODE_VIEWER', { titleId: title.title_id, episodeId: first.episode_id })}>
              {t('title.readFirst')}
            </Link>
          )}
        </div>
      </header>

      <section aria-labelledby="title-episodes">
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
    </article>
  );
}

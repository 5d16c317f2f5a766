import { ErrorState, LoadingIndicator, href, useApiQuery, webRankingGenre, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { FIRST_SCREEN_COVERS, RankedTitleGrid } from '../common/TitleGrid';
import styles from './ranking.module.css';

/** The top 5 of each genre (`/web/ranking/genre`), each with a link to its whole ranking. */
export function GenreRankings() {
  const { t } = useTranslation('catalog');
  const genres = useApiQuery(webRankingGenre, {});
  return (
    <>
      <LoadingIndicator loading={genres.isPending} showLabel />
      {genres.isError && <ErrorState error={genres.error} onRetry={genres.retry} />}
      {genres.data?.genre_ranking_list.length === 0 && <p className={styles.empty}>{t('ranking.empty')}</p>}
      {genres.data?.genre_ranking_list.map((genre, index) => (
        <section key={genre.ranking_id} className={styles.genre} aria-labelledby={`ranking-genre-${genre.ranking_id}`}>
          <div className={styles.genreHeader}>
            <h2 id={`ranking-genre-${genre.ranking_id}`} className={styles.genreName}>
              {genre.genre_name}
            </h2>
            <Link className={styles.more} to={href('RANKING_DETAIL', { rankingId: genre.ranking_id })}>
              {t('ranking.more', { genre: genre.genre_name })}
            </Link>
          </div>
          {/* The first genre's covers are on the first screen: fetched at once (LCP); the others when near. */}
          <RankedTitleGrid titles={genre.title_list} priorityCount={index === 0 ? FIRST_SCREEN_COVERS : 0} />
        </section>
      ))}
    </>
  );
}

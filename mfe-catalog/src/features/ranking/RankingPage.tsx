import {
  EmptyState,
  ErrorState,
  LoadingIndicator,
  Tabs,
  href,
  rankingAll,
  useApiQuery,
  webRankingGenre,
  type RankingPageProps,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { Link, useNavigate, useSearchParams } from '@ciao/shared/router';
import { GenreRankings } from './GenreRankings';
import { RankingTitles } from './RankingTitles';
import styles from './ranking.module.css';

/** The tab of the genre rankings: `/ranking?tab=genre`, or one genre's ranking `/ranking/{id}`. */
export const GENRE_TAB = 'genre';

/**
 * docs/product-rules.md §2 rankings: a tab per ranking of `/ranking/all` (daily, weekly) plus the genre tab
 * (`/web/ranking/genre`). The address says which tab is open, so a tab can be linked to
 * and Back returns to the previous one.
 */
export function RankingPage({ rankingId }: RankingPageProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const overview = useApiQuery(rankingAll, { is_top: true });

  const rankings = overview.data?.ranking_list ?? [];
  const tabRankings = rankings.filter((ranking) => ranking.ranking_type !== 'genre');
  const current = rankingId === undefined ? undefined : rankings.find((ranking) => ranking.ranking_id === rankingId);
  const genreRanking = current?.ranking_type === 'genre' ? current : undefined;
  // The API names a genre's ranking in Japanese ("恋愛ランキング"): the heading is the genre's name
  // (content, as the API has it) in the reader's words, from the genre rankings (a shared, cached call).
  const genres = useApiQuery(webRankingGenre, {}, { enabled: genreRanking !== undefined });
  const genreName = genres.data?.genre_ranking_list.find((genre) => genre.ranking_id === genreRanking?.ranking_id)?.genre_name;
  const selected =
    searchParams.get('tab') === GENRE_TAB || genreRanking
      ? GENRE_TAB
      : String(current?.ranking_id ?? tabRankings[0]?.ranking_id ?? GENRE_TAB);

  function select(id: string) {
    void navigate(id === GENRE_TAB ? href('RANKING', undefined, { tab: GENRE_TAB }) : href('RANKING_DETAIL', { rankingId: id }));
  }

  const tabs = [
    ...tabRankings.map((ranking) => ({
      id: String(ranking.ranking_id),
      // The API names the daily and weekly rankings in Japanese: the tabs say them in the reader's language.
      label: ranking.ranking_type === 'genre' ? ranking.ranking_name : t(`ranking.types.${ranking.ranking_type}`),
      panel: <RankingTitles rankingId={ranking.ranking_id} />,
    })),
    {
      id: GENRE_TAB,
      label: t('ranking.genreTab'),
      panel: genreRanking ? (
        <>
          <div className={styles.genreHeader}>
            <h2 className={styles.genreName}>{genreName ? t('ranking.genreRanking', { genre: genreName }) : t('ranking.genreTab')}</h2>
            <Link className={styles.more} to={href('RANKING', undefined, { tab: GENRE_TAB })}>
              {t('ranking.allGenres')}
            </Link>
          </div>
          <RankingTitles rankingId={genreRanking.ranking_id} />
        </>
      ) : (
        <GenreRankings />
      ),
    },
  ];

  return (
    <PageFrame width="wide">
      <PageHeading look="small">{t('ranking.heading')}</PageHeading>
      <LoadingIndicator loading={overview.isPending} showLabel />
      {overview.isError && <ErrorState error={overview.error} onRetry={overview.retry} />}
      {overview.isSuccess && rankingId !== undefined && !current ? (
        <EmptyState
          message={t('ranking.notFound')}
          action={
            <Link className={styles.more} to={href('RANKING')}>
              {t('ranking.backToRanking')}
            </Link>
          }
        />
      ) : (
        overview.isSuccess && <Tabs label={t('ranking.tabs')} tabs={tabs} selectedId={selected} onSelect={select} />
      )}
    </PageFrame>
  );
}

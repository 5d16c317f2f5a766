import { ErrorState, LoadingIndicator, Pagination, rankingAll, useApiQuery, useTranslation } from '@ciao/shared';
import { useSearchParams } from '@ciao/shared/router';
import { FIRST_SCREEN_COVERS, RankedTitleGrid } from '../common/TitleGrid';
import styles from './ranking.module.css';
import { pageFrom } from '../common/use-page-param';

export const RANKING_PAGE_SIZE = 30;

/** One ranking in full, a page of 30 at a time (`?page=`), from `/ranking/all`. */
export function RankingTitles({ rankingId }: { rankingId: number }) {
  const { t } = useTranslation('catalog');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const ranking = useApiQuery(rankingAll, { ranking_id: rankingId, limit: RANKING_PAGE_SIZE, offset: (page - 1) * RANKING_PAGE_SIZE });
  const entry = ranking.data?.ranking_list[0];

  function goTo(next: number) {
    const params = new URLSearchParams(searchParams);
    params.set('page', String(next));
    setSearchParams(params);
  }

  return (
    <>
      <LoadingIndicator loading={ranking.isPending} showLabel />
      {ranking.isError && <ErrorState error={ranking.error} onRetry={ranking.retry} />}
      {entry && entry.title_list.length === 0 && <p className={styles.empty}>{t('ranking.empty')}</p>}
      {entry && entry.title_list.length > 0 && (
        <>
          {/* Its first covers are the page's largest images: in the server's first screen, fetched at once. */}
          <RankedTitleGrid titles={entry.title_list} priorityCount={FIRST_SCREEN_COVERS} />
          <Pagination
            className={styles.pagination}
            label={t('ranking.pages')}
            page={page}
            pageCount={Math.ceil(entry.total_count / RANKING_PAGE_SIZE)}
            onPageChange={goTo}
          />
        </>
      )}
    </>
  );
}

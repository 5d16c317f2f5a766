import {
  EmptyState,
  ErrorState,
  LoadingIndicator,
  Pagination,
  SEARCH_SORTS,
  Select,
  href,
  searchTitle,
  useApiQuery,
  type ParamsOf,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@ciao/shared/router';
import { FIRST_SCREEN_COVERS, TitleGrid } from '../common/TitleGrid';
import styles from './search.module.css';
import { pageFrom } from '../common/use-page-param';

export const RESULTS_PER_PAGE = 30;

type SearchSort = (typeof SEARCH_SORTS)[number];
type SearchFilter = Pick<ParamsOf<typeof searchTitle>, 'keyword' | 'genre_id' | 'tag_id' | 'magazine_category'>;

function sortFrom(value: string | null): SearchSort {
  return SEARCH_SORTS.find((sort) => sort === value) ?? 'update';
}

interface SearchResultsProps {
  heading: string;
  /** What to search for; null while it is still being worked out (a keyword's tag id). */
  filter: SearchFilter | null;
  /** A free-word search that finds nothing goes on to the Search page (docs/product-rules.md §5). */
  emptyKeyword?: string;
}

/** One page of titles a search finds, as cover cards, with sort (?sort=) and paging (?page=). */
export function SearchResults({ heading, filter, emptyKeyword }: SearchResultsProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = sortFrom(searchParams.get('sort'));
  const page = pageFrom(searchParams.get('page'));
  const results = useApiQuery(
    searchTitle,
    { ...filter, sort, limit: RESULTS_PER_PAGE, offset: (page - 1) * RESULTS_PER_PAGE },
    { enabled: filter !== null },
  );
  const total = results.data?.total_count ?? 0;
  const nothingFound = results.isSuccess && total === 0;

  useEffect(() => {
    if (nothingFound && emptyKeyword !== undefined) void navigate(href('SEARCH', undefined, { keyword: emptyKeyword }), { replace: true });
  }, [nothingFound, emptyKeyword, navigate]);

  function update(changes: Record<string, string>) {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setSearchParams(next);
  }

  return (
    <PageFrame width="wide">
      <PageHeading look="small">{heading}</PageHeading>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {results.isSuccess ? t('search.count', { count: total }) : null}
        </p>
        <Select
          label={t('search.sort')}
          className={styles.sort}
          value={sort}
          options={SEARCH_SORTS.map((value) => ({ value, label: t(`search.sorts.${value}`) }))}
          onChange={(event) => update({ sort: event.target.value, page: '1' })}
        />
      </div>
      <LoadingIndicator loading={results.isPending && filter !== null} showLabel />
      {results.isError && <ErrorState error={results.error} onRetry={results.retry} />}
      {nothingFound && <EmptyState message={t('search.noTitles')} />}
      {results.data && total > 0 && (
        <>
          <TitleGrid titles={results.data.title_list} priorityCount={FIRST_SCREEN_COVERS} />
          <Pagination
            className={styles.pagination}
            label={t('search.pages')}
            page={page}
            pageCount={Math.ceil(total / RESULTS_PER_PAGE)}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </PageFrame>
  );
}

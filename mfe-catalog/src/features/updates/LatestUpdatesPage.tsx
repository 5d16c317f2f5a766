import {
  EmptyState,
  ErrorState,
  LoadingIndicator,
  Pagination,
  searchTitle,
  useApiQuery,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { TitleGrid } from '../common/TitleGrid';
import { usePageParam } from '../common/use-page-param';
import styles from './updates.module.css';

export const UPDATES_PER_PAGE = 30;

/** Implied screen "latest updates": every title, last updated first (`/search/title` sort=update), 30 a page (`?page=`). */
export function LatestUpdatesPage() {
  const { t } = useTranslation('catalog');
  const [page, setPage] = usePageParam();
  const titles = useApiQuery(searchTitle, { sort: 'update', limit: UPDATES_PER_PAGE, offset: (page - 1) * UPDATES_PER_PAGE });

  return (
    <PageFrame width="wide">
      <PageHeading look="small">{t('updates.heading')}</PageHeading>
      <LoadingIndicator loading={titles.isPending} showLabel />
      {titles.isError && <ErrorState error={titles.error} onRetry={titles.retry} />}
      {titles.data?.title_list.length === 0 && <EmptyState message={t('updates.empty')} />}
      {titles.data && titles.data.title_list.length > 0 && (
        <>
          <TitleGrid titles={titles.data.title_list} />
          <Pagination
            className={styles.pagination}
            label={t('updates.pages')}
            page={page}
            pageCount={Math.ceil(titles.data.total_count / UPDATES_PER_PAGE)}
            onPageChange={setPage}
          />
        </>
      )}
    </PageFrame>
  );
}

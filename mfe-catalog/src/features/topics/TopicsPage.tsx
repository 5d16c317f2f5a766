import {
  EmptyState,
  ErrorState,
  LoadingIndicator,
  href,
  useApiQuery,
  wpTopics,
  wpTopicsMemory,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { ContentNotFound } from '../common/ContentNotFound';
import { TOPICS_PER_PAGE } from '../common/TopicList';
import { usePageParam } from '../common/use-page-param';
import { CategoryNav } from './CategoryNav';
import { TopicSection } from './TopicSection';
import { useTopicCategories } from './use-topic-categories';

/**
 * `/topics/` and `/topics/category/{slug}/`: the news (`/topics`) and the archive
 * (`/topics_memory`) of every category or of one, each paged on its own
 * (`?page=`, `?archivePage=`), with the categories (`/categories`) to move between.
 */
export function TopicsPage({ categorySlug }: { categorySlug?: string | undefined }) {
  const { t } = useTranslation('catalog');
  const categories = useTopicCategories();
  const [page, setPage] = usePageParam('page');
  const [archivePage, setArchivePage] = usePageParam('archivePage');
  const category = categorySlug === undefined ? undefined : categories.data?.category_list.find((item) => item.slug === categorySlug);
  const categoryFilter = category ? { categories: category.id } : {};
  // A category page waits for the slug's id; the all-topics page needs no categories first.
  const ready = categorySlug === undefined || category !== undefined;
  const news = useApiQuery(wpTopics, { page, per_page: TOPICS_PER_PAGE, ...categoryFilter }, { enabled: ready });
  const archive = useApiQuery(wpTopicsMemory, { page: archivePage, per_page: TOPICS_PER_PAGE, ...categoryFilter }, { enabled: ready });
  const heading = category?.name ?? t('topics.heading');

  if (categorySlug !== undefined && categories.data && !category) {
    return (
      <ContentNotFound
        message={t('topics.categoryNotFound')}
        hint={t('topics.notFoundHint')}
        backLabel={t('topics.backToTopics')}
        backTo={href('TOPICS')}
      />
    );
  }
  const bothEmpty = news.data?.total === 0 && archive.data?.total === 0;

  return (
    <PageFrame width="wide">
      <PageHeading look="small">{heading}</PageHeading>
      {categories.isError && <ErrorState error={categories.error} onRetry={categories.retry} />}
      {categories.data && <CategoryNav categories={categories.data.category_list} current={categorySlug} />}
      <LoadingIndicator loading={!ready && categories.isPending} showLabel />
      {ready && (
        <>
          <TopicSection heading={t('topics.news')} pagerLabel={t('topics.newsPages')} query={news} page={page} onPageChange={setPage} />
          <TopicSection
            heading={t('topics.archive')}
            pagerLabel={t('topics.archivePages')}
            query={archive}
            page={archivePage}
            onPageChange={setArchivePage}
          />
          {bothEmpty && <EmptyState message={t('topics.empty')} />}
        </>
      )}
    </PageFrame>
  );
}

import {
  ApiError,
  ErrorState,
  LoadingIndicator,
  Pagination,
  RESPONSE_CODES,
  href,
  titleList,
  useApiQuery,
  wpAuthor,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { ContentNotFound } from '../common/ContentNotFound';
import { TitleGrid } from '../common/TitleGrid';
import { usePageParam } from '../common/use-page-param';
import { TOPICS_PER_PAGE, TopicList } from '../common/TopicList';
import styles from './authors.module.css';

/** The author's titles as cover cards (`/title/list` of the profile's title ids). */
function AuthorTitles({ titleIds }: { titleIds: readonly number[] }) {
  const { t } = useTranslation('catalog');
  const titles = useApiQuery(titleList, { title_id_list: titleIds.join(',') }, { enabled: titleIds.length > 0 });
  if (titleIds.length === 0) return <p>{t('authors.noTitles')}</p>;
  return (
    <>
      <LoadingIndicator loading={titles.isPending} showLabel />
      {titles.isError && <ErrorState error={titles.error} onRetry={titles.retry} />}
      {titles.data && <TitleGrid titles={titles.data.title_list} />}
    </>
  );
}

/** `/author/{authorId}` (`/wp-json/wp/v2/author/detail`): profile, titles, and their topics, 20 a page (docs/product-rules.md §9). */
export function AuthorPage({ authorId }: { authorId: number }) {
  const { t } = useTranslation('catalog');
  const [page, setPage] = usePageParam();
  const detail = useApiQuery(wpAuthor, { author_id: authorId, page, per_page: TOPICS_PER_PAGE });
  const author = detail.data?.author;

  if (detail.error instanceof ApiError && detail.error.responseCode === RESPONSE_CODES.PARAMETER_INVALID) {
    return (
      <ContentNotFound
        message={t('authors.notFound')}
        hint={t('topics.notFoundHint')}
        backLabel={t('authors.backToAuthors')}
        backTo={href('AUTHORS')}
      />
    );
  }

  return (
    <PageFrame width="wide">
      <LoadingIndicator loading={detail.isPending} showLabel />
      {detail.isError && <ErrorState error={detail.error} onRetry={detail.retry} />}
      {author && detail.data && (
        <>
          <PageHeading look="small">{t('authors.name', { name: author.author_name })}</PageHeading>
          <p className={styles.profile}>{author.profile_text}</p>
          {author.debut_year !== null && <p className={styles.debut}>{t('authors.debut', { year: author.debut_year })}</p>}
          <section aria-labelledby="author-titles" className={styles.section}>
            <h2 id="author-titles" className={styles.sectionHeading}>
              {t('authors.titles')}
            </h2>
            <AuthorTitles titleIds={author.title_id_list} />
          </section>
          {detail.data.topics.total > 0 && (
            <section aria-labelledby="author-topics" className={styles.section}>
              <h2 id="author-topics" className={styles.sectionHeading}>
                {t('authors.topics')}
              </h2>
              <TopicList posts={detail.data.topics.post_list} />
              <Pagination label={t('authors.topicPages')} page={page} pageCount={detail.data.topics.total_pages} onPageChange={setPage} />
            </section>
          )}
          <p>
            <Link to={href('AUTHORS')}>{t('authors.backToAuthors')}</Link>
          </p>
        </>
      )}
    </PageFrame>
  );
}

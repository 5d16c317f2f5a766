import { type ApiError, ErrorState, type LoadQueryResult, LoadingIndicator, Pagination, type Post } from '@ciao/shared';
import { TopicList } from '../common/TopicList';
import styles from '../common/topics.module.css';

interface PostPage {
  post_list: Post[];
  total: number;
  total_pages: number;
}

interface TopicSectionProps {
  heading: string;
  pagerLabel: string;
  query: LoadQueryResult<PostPage, ApiError>;
  page: number;
  onPageChange: (page: number) => void;
}

/** One paged list of articles under its heading; an empty list shows nothing (the page says when all are empty). */
export function TopicSection({ heading, pagerLabel, query, page, onPageChange }: TopicSectionProps) {
  if (query.data && query.data.post_list.length === 0) return null;
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.sectionHeading}>{heading}</h2>
      <LoadingIndicator loading={query.isPending} showLabel />
      {query.isError && <ErrorState error={query.error} onRetry={query.retry} />}
      {query.data && (
        <>
          <TopicList posts={query.data.post_list} />
          <Pagination label={pagerLabel} page={page} pageCount={query.data.total_pages} onPageChange={onPageChange} />
        </>
      )}
    </section>
  );
}

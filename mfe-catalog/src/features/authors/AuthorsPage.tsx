import {
  ApiError,
  EmptyState,
  ErrorState,
  LoadingIndicator,
  RESPONSE_CODES,
  href,
  useApiQuery,
  wpAuthorList,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { ContentNotFound } from '../common/ContentNotFound';
import styles from './authors.module.css';

/** `/author/`: the manga artist list (`/wp-json/wp/v2/author`); `?title=` lists the author(s) of that title. */
export function AuthorsPage({ titleId }: { titleId?: number | undefined }) {
  const { t } = useTranslation('catalog');
  const authors = useApiQuery(wpAuthorList, titleId === undefined ? {} : { title: titleId });
  const heading = titleId === undefined ? t('authors.heading') : t('authors.ofTitle');

  if (authors.error instanceof ApiError && authors.error.responseCode === RESPONSE_CODES.TITLE_NOT_FOUND) {
    return (
      <ContentNotFound
        message={t('title.notFound')}
        hint={t('title.notFoundHint')}
        backLabel={t('authors.backToAuthors')}
        backTo={href('AUTHORS')}
      />
    );
  }

  return (
    <PageFrame width="wide">
      <PageHeading look="small">{heading}</PageHeading>
      <LoadingIndicator loading={authors.isPending} showLabel />
      {authors.isError && <ErrorState error={authors.error} onRetry={authors.retry} />}
      {authors.data?.author_list.length === 0 && <EmptyState message={t('authors.empty')} />}
      {authors.data && authors.data.author_list.length > 0 && (
        <ul className={styles.authors}>
          {authors.data.author_list.map((author) => (
            <li key={author.author_id}>
              <Link className={styles.authorLink} to={href('AUTHOR', { authorId: author.author_id })}>
                <span className={styles.authorName}>{author.author_name}</span>
                <span className={styles.titleCount}>{t('authors.titleCount', { count: author.title_id_list.length })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {titleId !== undefined && (
        <p>
          <Link to={href('AUTHORS')}>{t('authors.all')}</Link>
        </p>
      )}
    </PageFrame>
  );
}

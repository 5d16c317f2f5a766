import {
  ApiError,
  ArticleBody,
  ErrorState,
  LoadingIndicator,
  RESPONSE_CODES,
  formatDisplayDate,
  href,
  parseApiDateTime,
  useApiQuery,
  wpTopic,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { ContentNotFound } from '../common/ContentNotFound';
import { useTopicCategories } from './use-topic-categories';
import styles from '../common/topics.module.css';

/** `/topics/{slug}/`: one article (`/topics/detail`), its category, date, text, and links to its title and author. */
export function TopicArticle({ slug }: { slug: string }) {
  const { t } = useTranslation('catalog');
  const topic = useApiQuery(wpTopic, { slug });
  const categories = useTopicCategories();
  const post = topic.data?.post;

  if (topic.error instanceof ApiError && topic.error.responseCode === RESPONSE_CODES.PARAMETER_INVALID) {
    return (
      <ContentNotFound
        message={t('topics.articleNotFound')}
        hint={t('topics.notFoundHint')}
        backLabel={t('topics.backToTopics')}
        backTo={href('TOPICS')}
      />
    );
  }
  const category = categories.data?.category_list.find((item) => post?.categories.includes(item.id));

  return (
    <PageFrame width="wide">
      <LoadingIndicator loading={topic.isPending} showLabel />
      {topic.isError && <ErrorState error={topic.error} onRetry={topic.retry} />}
      {post && (
        <article className={styles.article}>
          <header>
            {category && (
              <Link className={styles.category} to={href('TOPICS_CATEGORY', { categorySlug: category.slug })}>
                {category.name}
              </Link>
            )}
            <PageHeading look="small">{post.title}</PageHeading>
            <time className={styles.date} dateTime={post.date}>
              {formatDisplayDate(parseApiDateTime(post.date))}
            </time>
          </header>
          <ArticleBody className={styles.body} html={post.content ?? ''} />
          <ul className={styles.related} aria-label={t('topics.related')}>
            {post.title_id !== null && (
              <li>
                <Link to={href('TITLE', { titleId: post.title_id })}>{t('topics.toTitle')}</Link>
              </li>
            )}
            {post.author_id !== null && (
              <li>
                <Link to={href('AUTHOR', { authorId: post.author_id })}>{t('topics.toAuthor')}</Link>
              </li>
            )}
            <li>
              <Link to={href('TOPICS')}>{t('topics.backToTopics')}</Link>
            </li>
          </ul>
        </article>
      )}
    </PageFrame>
  );
}

import {
  ArticleBody,
  ErrorState,
  LoadingIndicator,
  buttonClassName,
  formatDisplayDate,
  href,
  parseApiDateTime,
  useTranslation,
} from '@ciao/shared';
import { Link, useSearchParams } from '@ciao/shared/router';
import { LimitedPaywall } from './LimitedPaywall';
import { excerptText, useLimitedPost } from './limited-posts';
import styles from './limited.module.css';

/** `/limited/episode?id=`: one subscriber article; its body for subscribers, its excerpt and the paywall for anyone else. */
export function LimitedArticle() {
  const { t } = useTranslation('viewer');
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  const { list, post, isSubscriber, notFound } = useLimitedPost(Number.isInteger(id) ? id : -1);
  const backToList = (
    <Link className={buttonClassName('secondary')} to={href('LIMITED')}>
      {t('limited.backToList')}
    </Link>
  );

  return (
    <article className={styles.page}>
      <LoadingIndicator loading={list.isPending || (!post && !notFound && !list.isError)} showLabel />
      {list.isError && <ErrorState error={list.error} onRetry={list.retry} actions={backToList} />}
      {notFound && <ErrorState message={t('limited.notFound')} actions={backToList} />}
      {post && (
        <>
          <h1 className={styles.heading}>{post.title}</h1>
          <time className={styles.date} dateTime={post.date}>
            {formatDisplayDate(parseApiDateTime(post.date))}
          </time>
          {isSubscriber && post.content !== null ? (
            // The same kit piece as /topics: the editors' HTML shown sanitised, with its images.
            <ArticleBody className={styles.body} html={post.content} />
          ) : (
            <>
              <p className={styles.text}>{excerptText(post.excerpt)}</p>
              <LimitedPaywall />
            </>
          )}
          <p>{backToList}</p>
        </>
      )}
    </article>
  );
}

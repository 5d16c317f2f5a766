import { ErrorState, LoadingIndicator, Pagination, formatDisplayDate, href, parseApiDateTime, useTranslation } from '@ciao/shared';
import { Link, useSearchParams } from '@ciao/shared/router';
import { LimitedPaywall } from './LimitedPaywall';
import { excerptText, useLimitedPage } from './limited-posts';
import styles from './limited.module.css';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/limited`: the subscriber articles, 100 a page (`?page=`); anyone else also sees why and how to subscribe. */
export function LimitedList() {
  const { t } = useTranslation('viewer');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const list = useLimitedPage(page);

  return (
    <article className={styles.page}>
      <h1 className={styles.heading}>{t('limited.heading')}</h1>
      <p className={styles.text}>{t('limited.lead')}</p>
      <LoadingIndicator loading={list.isPending} showLabel />
      {list.isError && <ErrorState error={list.error} onRetry={list.retry} />}
      {list.data && !list.data.is_subscriber && <LimitedPaywall />}
      {list.data && list.data.post_list.length === 0 && <p className={styles.text}>{t('limited.empty')}</p>}
      {list.data && list.data.post_list.length > 0 && (
        <>
          <ul className={styles.posts} aria-label={t('limited.listLabel')}>
            {list.data.post_list.map((post) => (
              <li key={post.id}>
                <Link className={styles.post} to={href('LIMITED_EPISODE', undefined, { id: String(post.id) })}>
                  <span className={styles.postTitle}>{post.title}</span>
                  <time className={styles.date} dateTime={post.date}>
                    {formatDisplayDate(parseApiDateTime(post.date))}
                  </time>
                  <span className={styles.excerpt}>{excerptText(post.excerpt)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination
            label={t('limited.pages')}
            page={page}
            pageCount={list.data.total_pages}
            onPageChange={(next) => setSearchParams({ page: String(next) })}
          />
        </>
      )}
    </article>
  );
}

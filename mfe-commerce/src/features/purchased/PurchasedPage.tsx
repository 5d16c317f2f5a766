import { Link } from '@ciao/shared/router';
import {
  Badge,
  Cover,
  EmptyState,
  ErrorState,
  LoadingIndicator,
  Pagination,
  href,
  useApiQuery,
  webEpisodePurchased,
  useTranslation,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { ReaderPage } from '../common/ReaderPage';
import styles from '../common/CommercePage.module.css';
import { historyTime } from '../common/history-time';
import { pageCountOf, usePageParam } from '../common/use-page-param';
import list from './PurchasedPage.module.css';

export const PURCHASED_PAGE_SIZE = 20;

/**
 * PURCHASED: the purchased list (implied screen, docs/product-rules.md §2): the episodes the reader bought and
 * those rented now (/web/episode/purchased), newest first, 20 a page (`?page=`), each opening
 * its episode.
 */
export function PurchasedPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ReaderPage heading={t('purchased.heading')} loginFirst={t('purchased.loginFirst')}>
      <PurchasedList />
    </ReaderPage>
  );
}

function PurchasedList() {
  const { t } = useTranslation(NAMESPACE);
  const { page, goToPage } = usePageParam();
  const owned = useApiQuery(webEpisodePurchased, { limit: PURCHASED_PAGE_SIZE, offset: (page - 1) * PURCHASED_PAGE_SIZE });

  return (
    <>
      <LoadingIndicator loading={owned.isPending} label={t('history.loading')} showLabel />
      {owned.isError && <ErrorState error={owned.error} onRetry={owned.retry} />}
      {owned.data && owned.data.total_count === 0 && (
        <EmptyState
          message={t('purchased.empty')}
          action={
            <Link className={styles.link} to={href('TOP')}>
              {t('purchased.findComics')}
            </Link>
          }
        />
      )}
      {owned.data && owned.data.total_count > 0 && (
        <section className={styles.panel} aria-labelledby="purchased-list">
          <h2 id="purchased-list" className={styles.subheading}>
            {t('history.total', { count: owned.data.total_count })}
          </h2>
          <ul className={styles.list}>
            {owned.data.episode_list.map((episode) => (
              <li key={episode.episode_id} className={list.item}>
                <Cover
                  className={list.cover}
                  src={episode.thumbnail_rect_image_url}
                  alt={t('purchased.cover', { title: episode.title_name })}
                  aspectRatio="16 / 9"
                />
                <div className={list.text}>
                  <Link className={styles.link} to={href('EPISODE_VIEWER', { titleId: episode.title_id, episodeId: episode.episode_id })}>
                    {episode.title_name} {episode.episode_name}
                  </Link>
                  <span className={list.meta}>
                    <Badge
                      state={episode.kind === 'purchase' ? { kind: 'purchased' } : { kind: 'renting', until: episode.rental_expire_time }}
                    />
                    {t(episode.kind === 'purchase' ? 'purchased.boughtOn' : 'purchased.rentedOn', {
                      date: historyTime(episode.acquired_at),
                    })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(owned.data.total_count, PURCHASED_PAGE_SIZE)}
            onPageChange={goToPage}
            label={t('history.pageLabel', { name: t('purchased.heading') })}
          />
        </section>
      )}
    </>
  );
}

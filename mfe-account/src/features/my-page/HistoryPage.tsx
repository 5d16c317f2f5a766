import { Link, useSearchParams } from '@ciao/shared/router';
import {
  Cover,
  EmptyState,
  ErrorState,
  Pagination,
  episodeList,
  href,
  titleViewedList,
  useApiQuery,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { useMyPageTexts } from '../common/use-my-page-texts';
import { pageFromParam } from './page-param';
import styles from '../common/MyPage.module.css';

/** docs/product-rules.md §9: history keeps 20 items; one page shows them all, the pager appears only if the server keeps more. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * /my/history (MYPAGE_HISTORY): the titles the reader viewed, newest first, each with its
 * cover (to the title page), the last episode read (its name from /episode/list) and a link
 * to read on from it. The page is in `?page=`.
 */
export function HistoryPage() {
  const t = useMyPageTexts();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParam(searchParams.get('page'));
  const history = useApiQuery(titleViewedList, { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE });
  const pageCount = history.data ? Math.ceil(history.data.total_count / HISTORY_PAGE_SIZE) : 0;
  const lastEpisodeIds = history.data?.title_list.map((title) => title.last_episode_id) ?? [];
  const lastEpisodes = useApiQuery(episodeList, { episode_id_list: lastEpisodeIds.join(',') }, { enabled: lastEpisodeIds.length > 0 });
  const episodeName = (episodeId: number) =>
    lastEpisodes.data?.episode_list.find((episode) => episode.episode_id === episodeId)?.episode_name;

  return (
    <PageFrame width="page" stacked>
      <PageHeading>{t('my.history.heading')}</PageHeading>
      <p>
        <Link className={styles.menuLink} to={href('MYPAGE')}>
          {t('my.history.back')}
        </Link>
      </p>
      {history.isPending && <p role="status">{t('my.loading')}</p>}
      {history.isError && <ErrorState error={history.error} onRetry={history.retry} />}
      {history.data && history.data.title_list.length === 0 && (
        <EmptyState
          message={t('my.history.empty')}
          action={
            <Link className={styles.menuLink} to={href('TOP')}>
              {t('my.history.findComics')}
            </Link>
          }
        />
      )}
      {history.data && history.data.title_list.length > 0 && (
        <ul className={styles.cards}>
          {history.data.title_list.map((title) => {
            const episode = episodeName(title.last_episode_id);
            return (
              <li key={title.title_id} className={styles.card}>
                <Link className={styles.cardTitle} to={href('TITLE', { titleId: title.title_id })}>
                  <Cover
                    src={title.thumbnail_rect_image_url}
                    alt={t('my.history.cover', { title: title.title_name })}
                    aspectRatio="16 / 9"
                  />
                  <span>{title.title_name}</span>
                </Link>
                {episode && <p className={styles.cardEpisode}>{t('my.history.lastRead', { episode })}</p>}
                <Link
                  className={styles.menuLink}
                  to={href('EPISODE_VIEWER', { titleId: title.title_id, episodeId: title.last_episode_id })}
                  aria-label={
                    episode
                      ? t('my.history.continueEpisodeLabel', { title: title.title_name, episode })
                      : t('my.history.continueLabel', { title: title.title_name })
                  }
                >
                  {t('my.history.continue')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})} />
    </PageFrame>
  );
}

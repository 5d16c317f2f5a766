import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@ciao/shared/router';
import {
  API_QUERY_ROOT,
  Button,
  Cover,
  EmptyState,
  ErrorState,
  Pagination,
  VisuallyHidden,
  favoriteDelete,
  favoriteList,
  href,
  useApiMutation,
  useApiQuery,
  useQueryClient,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { useMyPageTexts } from '../common/use-my-page-texts';
import { pageFromParam } from './page-param';
import styles from '../common/MyPage.module.css';

export const FAVORITE_PAGE_SIZE = 20;

/**
 * /my/favorite (MYPAGE_FAVORITE): the reader's favorite titles, newest first, 20 a page
 * (`?page=`), each removable. After a removal the list is read again, so the page fills up
 * from the next one; a page left empty falls back to the last page there is.
 */
export function FavoritePage() {
  const t = useMyPageTexts();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParam(searchParams.get('page'));
  const [removedTitle, setRemovedTitle] = useState<string | null>(null);
  const favorites = useApiQuery(favoriteList, {
    limit: FAVORITE_PAGE_SIZE,
    offset: (page - 1) * FAVORITE_PAGE_SIZE,
    needs_title_list: true,
  });
  const remove = useApiMutation(favoriteDelete, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_QUERY_ROOT, favoriteList.path] }),
  });
  const goToPage = (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {});
  const pageCount = favorites.data ? Math.ceil(favorites.data.total_count / FAVORITE_PAGE_SIZE) : 0;
  const titles = favorites.data?.title_list ?? [];
  const pageLeftEmpty = favorites.data !== undefined && titles.length === 0 && page > 1 && pageCount > 0;

  useEffect(() => {
    if (pageLeftEmpty) setSearchParams(pageCount > 1 ? { page: String(pageCount) } : {}, { replace: true });
  }, [pageLeftEmpty, pageCount, setSearchParams]);

  return (
    <PageFrame width="page" stacked>
      <PageHeading>{t('my.favorite.heading')}</PageHeading>
      <p>
        <Link className={styles.menuLink} to={href('MYPAGE')}>
          {t('my.favorite.back')}
        </Link>
      </p>
      <VisuallyHidden announce>{removedTitle ? t('my.favorite.removed', { title: removedTitle }) : ''}</VisuallyHidden>
      {favorites.isPending && <p role="status">{t('my.loading')}</p>}
      {favorites.isError && <ErrorState error={favorites.error} onRetry={favorites.retry} />}
      {remove.isError && <ErrorState compact error={remove.error} />}
      {favorites.data && favorites.data.total_count === 0 && (
        <EmptyState
          message={t('my.favorite.empty')}
          action={
            <Link className={styles.menuLink} to={href('TOP')}>
              {t('my.favorite.findComics')}
            </Link>
          }
        />
      )}
      {favorites.data && favorites.data.total_count > 0 && <p>{t('my.favorite.total', { count: favorites.data.total_count })}</p>}
      {titles.length > 0 && (
        <ul className={styles.cards}>
          {titles.map((title) => {
            const removing = remove.isPending && remove.variables?.title_id === title.title_id;
            return (
              <li key={title.title_id} className={styles.card}>
                <Link className={styles.cardTitle} to={href('TITLE', { titleId: title.title_id })}>
                  <Cover
                    src={title.thumbnail_rect_image_url}
                    alt={t('my.favorite.cover', { title: title.title_name })}
                    aspectRatio="16 / 9"
                  />
                  <span>{title.title_name}</span>
                </Link>
                <Button
                  variant="secondary"
                  busy={removing}
                  busyLabel={t('my.favorite.removing')}
                  disabled={remove.isPending}
                  aria-label={t('my.favorite.removeLabel', { title: title.title_name })}
                  onClick={() => remove.mutate({ title_id: title.title_id }, { onSuccess: () => setRemovedTitle(title.title_name) })}
                >
                  {t('my.favorite.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={goToPage} />
    </PageFrame>
  );
}

import { favoriteAdd, favoriteDelete, favoriteList, useApiMutation, useApiQuery, useSession, type ApiError } from '@ciao/shared';

/** docs/product-rules.md §5: a reader keeps at most 100 favorites, so one page of the list holds them all. */
const FAVORITES_PAGE = { limit: 100, offset: 0 } as const;

export interface Favorite {
  /** Null while unknown (loading, or a visitor). */
  isFavorite: boolean | null;
  busy: boolean;
  error: ApiError | null;
  toggle: () => void;
}

/**
 * Whether the reader keeps this title as a favorite, and the switch. The cache policy
 * makes the favorite list stale after an add or a removal, so the state shown is the
 * server's answer, not a guess: the button stays busy until the list is read again.
 */
export function useFavorite(titleId: number): Favorite {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const list = useApiQuery(favoriteList, FAVORITES_PAGE, { enabled: isLoggedIn });
  const add = useApiMutation(favoriteAdd);
  const remove = useApiMutation(favoriteDelete);
  const isFavorite = list.data ? list.data.favorite_list.some((favorite) => favorite.title_id === titleId) : null;
  const busy = add.isPending || remove.isPending || list.isFetching;

  return {
    isFavorite,
    busy,
    error: add.error ?? remove.error ?? null,
    toggle: () => {
      if (busy || isFavorite === null) return;
      add.reset();
      remove.reset();
      if (isFavorite) remove.mutate({ title_id: titleId });
      else add.mutate({ title_id: titleId });
    },
  };
}

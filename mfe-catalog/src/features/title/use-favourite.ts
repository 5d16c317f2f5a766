import { favoriteAdd, favoriteDelete, favoriteList, useApiMutation, useApiQuery, useSession, type ApiError } from '@ciao/shared';

/** Spec 5: a reader keeps at most 100 favourites, so one page of the list holds them all. */
const FAVOURITES_PAGE = { limit: 100, offset: 0 } as const;

export interface Favourite {
  /** Null while unknown (loading, or a visitor). */
  isFavourite: boolean | null;
  busy: boolean;
  error: ApiError | null;
  toggle: () => void;
}

/**
 * Whether the reader keeps this title as a favourite, and the switch. The cache policy
 * makes the favourite list stale after an add or a removal, so the state shown is the
 * server's answer, not a guess: the button stays busy until the list is read again.
 */
export function useFavourite(titleId: number): Favourite {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const list = useApiQuery(favoriteList, FAVOURITES_PAGE, { enabled: isLoggedIn });
  const add = useApiMutation(favoriteAdd);
  const remove = useApiMutation(favoriteDelete);
  const isFavourite = list.data ? list.data.favorite_list.some((favourite) => favourite.title_id === titleId) : null;
  const busy = add.isPending || remove.isPending || list.isFetching;

  return {
    isFavourite,
    busy,
    error: add.error ?? remove.error ?? null,
    toggle: () => {
      if (busy || isFavourite === null) return;
      add.reset();
      remove.reset();
      if (isFavourite) remove.mutate({ title_id: titleId });
      else add.mutate({ title_id: titleId });
    },
  };
}

import {
  formatNumber,
  Button,
  bus,
  favoriteAdd,
  favoriteDelete,
  favoriteList,
  useApiMutation,
  useApiQuery,
  useSession,
  webEpisodeEvalAdd,
  webEpisodeEvalGet,
  useTranslation,
} from '@ciao/shared';
import styles from './viewer.module.css';

/** docs/product-rules.md §9: at most 100 favorites, so one page of the list says whether this title is one. */
const FAVORITES = { limit: 100, offset: 0 } as const;

/** What the like and favorite buttons show, asked by the end card so it can wait for it (see EndCard). */
export function useEpisodeReactions(titleId: number, episodeId: number) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const evaluation = useApiQuery(webEpisodeEvalGet, { title_id: titleId, episode_id: episodeId });
  const favorites = useApiQuery(favoriteList, FAVORITES, { enabled: isLoggedIn });
  // A query that is not enabled (a visitor's favorites) stays pending: only a reader waits for it.
  const settled = !evaluation.isPending && !(isLoggedIn && favorites.isPending);
  return { isLoggedIn, evaluation, favorites, settled };
}

interface EpisodeReactionsProps {
  titleId: number;
  episodeId: number;
  reactions: ReturnType<typeof useEpisodeReactions>;
}

/** A like for the episode (`/web/episode/eval/add`, `/get`) and the title as a favorite; a visitor is asked to log in. */
export function EpisodeReactions({ titleId, episodeId, reactions }: EpisodeReactionsProps) {
  const { t } = useTranslation('viewer');
  const { isLoggedIn, evaluation, favorites } = reactions;
  const evalParams = { title_id: titleId, episode_id: episodeId };
  const like = useApiMutation(webEpisodeEvalAdd, { onSuccess: () => void evaluation.refetch() });
  const refreshFavorites = () => void favorites.refetch();
  const addFavorite = useApiMutation(favoriteAdd, { onSettled: refreshFavorites });
  const removeFavorite = useApiMutation(favoriteDelete, { onSettled: refreshFavorites });

  const liked = evaluation.data?.is_evaluated ?? false;
  const isFavorite = favorites.data?.favorite_list.some((favorite) => favorite.title_id === titleId) ?? false;
  const login = () => bus.emit('auth:open-login', {});

  return (
    <div className={styles.reactions}>
      <Button
        variant="secondary"
        aria-pressed={liked}
        busy={like.isPending}
        onClick={() => (isLoggedIn ? !liked && like.mutate(evalParams) : login())}
      >
        {t(liked ? 'endCard.liked' : 'endCard.like')}
        {evaluation.data && ` ${formatNumber(evaluation.data.eval_count)}`}
      </Button>
      <Button
        variant="secondary"
        aria-pressed={isFavorite}
        busy={addFavorite.isPending || removeFavorite.isPending}
        onClick={() => {
          if (!isLoggedIn) login();
          else if (isFavorite) removeFavorite.mutate({ title_id: titleId });
          else addFavorite.mutate({ title_id: titleId });
        }}
      >
        {t(isFavorite ? 'endCard.favorited' : 'endCard.favorite')}
      </Button>
      {(like.error ?? addFavorite.error ?? removeFavorite.error) && (
        <p className={styles.reactionError} role="alert">
          {t('endCard.reactionFailed')}
        </p>
      )}
    </div>
  );
}

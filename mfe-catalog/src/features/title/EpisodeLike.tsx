import {
  VisuallyHidden,
  bus,
  formatNumber,
  href,
  useApiMutation,
  useApiQuery,
  useSession,
  webEpisodeEvalAdd,
  webEpisodeEvalGet,
  useTranslation,
} from '@ciao/shared';
import styles from './title.module.css';

/**
 * The episode's likes ("いいね", /web/episode/eval/get) and the reader's own, once per
 * episode (/web/episode/eval/add). A visitor's press opens the login modal.
 */
export function EpisodeLike({ titleId, episodeId, episodeName }: { titleId: number; episodeId: number; episodeName: string }) {
  const { t } = useTranslation('catalog');
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const params = { title_id: titleId, episode_id: episodeId };
  const evaluation = useApiQuery(webEpisodeEvalGet, params);
  const like = useApiMutation(webEpisodeEvalAdd);
  const liked = like.data?.is_evaluated ?? evaluation.data?.is_evaluated ?? false;
  const count = like.data?.eval_count ?? evaluation.data?.eval_count;
  if (count === undefined) return null;

  return (
    <button
      type="button"
      className={`${styles.like} ${liked ? styles.liked : ''}`}
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => {
        if (!isLoggedIn) bus.emit('auth:open-login', { redirect: href('TITLE', { titleId }) });
        else if (!liked) like.mutate(params);
      }}
    >
      {/* The name keeps the visible count (axe: label-content-name-mismatch) and says which episode. */}
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      <VisuallyHidden>{t('title.like.label')}</VisuallyHidden> {formatNumber(count)}
      <VisuallyHidden>{t('title.like.which', { episode: episodeName })}</VisuallyHidden>
    </button>
  );
}

import { Badge, PERSONAL_PART, VisuallyHidden, bus, href, useSession, type Episode, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { EpisodeLike } from './EpisodeLike';
import { isReadable, type EpisodeAccess } from './episode-access';
import styles from './title.module.css';

interface EpisodeRowProps {
  episode: Episode;
  access: EpisodeAccess;
}

/**
 * One episode: a link into the viewer when the reader may read it, plain text otherwise.
 * A paid episode gets a buy / rent button with its price: it asks commerce's purchase
 * dialog through the bus (a visitor is asked to log in first).
 */
export function EpisodeRow({ episode, access }: EpisodeRowProps) {
  const { t } = useTranslation('catalog');
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const paid = access.kind === 'points';
  const content = (
    <>
      <img
        className={styles.episodeThumbnail}
        src={episode.thumbnail_image_url}
        alt={t('title.thumbnailAlt', { episode: episode.episode_name })}
        loading="lazy"
      />
      <span className={styles.episodeName}>{episode.episode_name}</span>
      {!paid && <Badge state={access} />}
    </>
  );

  const like = <EpisodeLike titleId={episode.title_id} episodeId={episode.episode_id} episodeName={episode.episode_name} />;
  if (isReadable(access)) {
    return (
      <li className={styles.episodeItem} {...PERSONAL_PART}>
        <Link className={styles.episode} to={href('EPISODE_VIEWER', { titleId: episode.title_id, episodeId: episode.episode_id })}>
          {content}
        </Link>
        {like}
      </li>
    );
  }
  return (
    <li className={styles.episodeItem} {...PERSONAL_PART}>
      <div className={`${styles.episode} ${styles.episodeLocked}`}>
        {content}
        {access.kind === 'member-free' && (
          <button type="button" className={styles.loginButton} onClick={() => bus.emit('auth:open-login', {})}>
            {t('title.loginToRead')}
          </button>
        )}
        {paid && (
          <button
            type="button"
            className={styles.buyButton}
            onClick={() =>
              isLoggedIn
                ? bus.emit('commerce:open-purchase', { titleId: episode.title_id, episodeId: episode.episode_id })
                : bus.emit('auth:open-login', { redirect: href('TITLE', { titleId: episode.title_id }) })
            }
          >
            <Badge state={access} /> <span>{t('title.buy')}</span>
            <VisuallyHidden>{t('title.buyWhich', { episode: episode.episode_name })}</VisuallyHidden>
          </button>
        )}
      </div>
      {like}
    </li>
  );
}

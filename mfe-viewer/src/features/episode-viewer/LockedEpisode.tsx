import { Badge, Button, bus, buttonClassName, href, useApiQuery, useSession, webEpisode, useTranslation } from '@ciao/shared';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from '@ciao/shared/router';
import reader from '../common/page-reader/reader.module.css';

interface LockedEpisodeProps {
  titleId: number;
  episodeId: number;
  /** Asks for the episode's pages again (after the purchase or the login). */
  onUnlocked: () => void;
  /** The way back to the title, shown beside the buy button. */
  backToTitle: ReactNode;
}

/**
 * A paid episode the reader cannot open yet: its price and a buy button that opens the
 * commerce remote's purchase dialog through the bus. A visitor logs in first (the modal
 * brings them back here and the pages are asked for again: a reader who owns it reads it
 * at once, the others meet the buy button). When the purchase completes, the pages are
 * asked for again where the reader is: no reload, no navigation. A reader can also go and buy
 * points first: the point shop leads back here once paid.
 */
export function LockedEpisode({ titleId, episodeId, onUnlocked, backToTitle }: LockedEpisodeProps) {
  const { t } = useTranslation('viewer');
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const location = useLocation();
  const episode = useApiQuery(webEpisode, { episode_id: episodeId }).data?.episode;

  useEffect(
    () =>
      bus.on('purchase:completed', (done) => {
        if (done.episodeId === episodeId) onUnlocked();
      }),
    [episodeId, onUnlocked],
  );
  useEffect(() => (isLoggedIn ? undefined : bus.on('auth:logged-in', onUnlocked)), [isLoggedIn, onUnlocked]);

  const buy = () =>
    isLoggedIn
      ? bus.emit('commerce:open-purchase', { titleId, episodeId })
      : bus.emit('auth:open-login', { redirect: location.pathname + location.search });

  return (
    <section className={reader.card} aria-labelledby="locked-episode-heading">
      <h1 id="locked-episode-heading" className={reader.cardHeading}>
        {episode ? episode.episode_name : t('locked.heading')}
      </h1>
      {episode && (
        <p className={reader.cardText}>
          {t('locked.price')} <Badge state={{ kind: 'points', point: episode.point }} />
        </p>
      )}
      <p className={reader.cardText}>{isLoggedIn ? t('locked.buyToRead') : t('locked.loginToBuy')}</p>
      <Button onClick={buy}>{isLoggedIn ? t('locked.buy') : t('locked.login')}</Button>
      {isLoggedIn && (
        <Link className={buttonClassName('secondary')} to={href('POINT_SHOP', undefined, { return: location.pathname + location.search })}>
          {t('locked.buyPoints')}
        </Link>
      )}
      {backToTitle}
    </section>
  );
}

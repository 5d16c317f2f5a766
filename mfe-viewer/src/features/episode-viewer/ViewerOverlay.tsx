import { href, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { CaptionSwitch } from '../common/page-reader/CaptionSwitch';
import { useDeviceKnown } from '../common/page-reader/use-device-known';
import type { ViewerEpisode } from './viewer-episode';
import reader from '../common/page-reader/reader.module.css';
import styles from './viewer.module.css';

interface ViewerOverlayProps {
  episode: ViewerEpisode;
  /** The pages on screen (0-based): one, or a spread. */
  shown: readonly number[];
  pageCount: number;
  /** Set when two pages are side by side: whether the cover is alone, and the switch. */
  spreadOffset?: { coverAlone: boolean; toggle: () => void };
  /** The pages have texts: offer captions with furigana. */
  offerCaptions: boolean;
}

/**
 * The menu over the page: names, page counter, the way back, the neighbouring episodes, the
 * captions switch once the pages' texts are there and, in spreads, the cover switch.
 */
export function ViewerOverlay({ episode, shown, pageCount, spreadOffset, offerCaptions }: ViewerOverlayProps) {
  const { t } = useTranslation('viewer');
  // While the window is not known (the server's first screen): the cover switch is there for a
  // window that shows spreads only, and the page counter shows once it is known (viewer.module.css).
  const windowGuessed = !useDeviceKnown();
  const titleId = episode.title_id;
  return (
    <>
      {/* Not a <header>: the site's banner is absent from the viewers, and this is only the menu bar. */}
      <div className={reader.overlayTop}>
        <Link className={reader.close} to={href('TITLE', { titleId })} aria-label={t('backToTitle')}>
          <span aria-hidden="true">×</span>
        </Link>
        <div className={reader.names}>
          <p className={reader.titleName}>{episode.title_name}</p>
          <h1 className={reader.heading}>{episode.episode_name}</h1>
        </div>
        {offerCaptions && <CaptionSwitch className={styles.captionSwitch} />}
        {spreadOffset && (
          <button
            type="button"
            className={`${reader.overlayButton} ${styles.spreadOffset}`}
            aria-pressed={spreadOffset.coverAlone}
            data-window-guessed={windowGuessed ? '' : undefined}
            onClick={spreadOffset.toggle}
          >
            {t('coverAlone')}
          </button>
        )}
      </div>
      {/* Right to left: the next episode sits on the left, like the next page. */}
      <nav className={reader.overlayBottom} aria-label={episode.episode_name}>
        {episode.next_episode_id === null ? (
          <span className={styles.navSpacer} />
        ) : (
          <Link className={styles.episodeLink} to={href('EPISODE_VIEWER', { titleId, episodeId: episode.next_episode_id })}>
            {t('nextEpisode')}
          </Link>
        )}
        <span className={reader.counter} data-window-guessed={windowGuessed ? '' : undefined}>
          {t('pageCounter', { current: shown.map((index) => index + 1).join('–'), total: pageCount })}
        </span>
        {episode.prev_episode_id === null ? (
          <span className={styles.navSpacer} />
        ) : (
          <Link className={styles.episodeLink} to={href('EPISODE_VIEWER', { titleId, episodeId: episode.prev_episode_id })}>
            {t('previousEpisode')}
          </Link>
        )}
      </nav>
    </>
  );
}

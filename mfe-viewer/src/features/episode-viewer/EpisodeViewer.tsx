import {
  EmptyState,
  ErrorState,
  buttonClassName,
  href,
  useApiQuery,
  useDeferredArrival,
  webEpisodeViewer,
  useTranslation,
} from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { EpisodeReader } from './EpisodeReader';
import type { ViewerEpisode } from './viewer-episode';
import { ViewerError } from './ViewerError';
import styles from '../common/page-reader/reader.module.css';

interface EpisodeViewerProps {
  titleId: number;
  episodeId: number;
}

/** The full-screen reader of one episode (the host renders it without the site layout). */
export function EpisodeViewer({ titleId, episodeId }: EpisodeViewerProps) {
  const { t } = useTranslation('viewer');
  const query = useApiQuery(webEpisodeViewer, { episode_id: episodeId });
  // The reader renders in a transition when the answer arrives; until then the loading message stays.
  const answer = useDeferredArrival(query.data);
  const arriving = query.isSuccess && answer === undefined;
  // An episode of another title than the URL names is not found, so a hand-edited URL
  // never shows a page under the wrong title.
  const episode = answer?.title_id === titleId ? answer : null;
  const notFound = query.isSuccess && !arriving && episode === null;

  return (
    <div className={styles.viewer}>
      {(query.isPending || arriving) && (
        <p className={styles.message} role="status">
          {t('loading')}
        </p>
      )}
      {query.isError && <ViewerError error={query.error} titleId={titleId} episodeId={episodeId} onRetry={query.retry} />}
      {notFound && (
        <div className={styles.message}>
          <ErrorState
            tone="inverse"
            message={t('errors.notFound')}
            actions={
              <Link className={buttonClassName('secondary')} to={href('TOP')}>
                {t('backToTop')}
              </Link>
            }
          />
        </div>
      )}
      {episode && !query.isError && <ReadyEpisode episode={episode} onStaleUrls={query.refetch} />}
    </div>
  );
}

function ReadyEpisode({ episode, onStaleUrls }: { episode: ViewerEpisode; onStaleUrls: () => Promise<unknown> }) {
  const { t } = useTranslation('viewer');
  const [first, ...rest] = episode.page_list;
  if (first === undefined) {
    return (
      <div className={styles.message}>
        <EmptyState
          tone="inverse"
          message={t('noPages')}
          action={
            <Link className={buttonClassName('secondary')} to={href('TITLE', { titleId: episode.title_id })}>
              {t('backToTitle')}
            </Link>
          }
        />
      </div>
    );
  }
  return <EpisodeReader episode={episode} pages={[first, ...rest]} onStaleUrls={onStaleUrls} />;
}

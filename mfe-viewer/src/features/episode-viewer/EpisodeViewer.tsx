import { href } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EpisodeReader } from './EpisodeReader';
import { useDocumentTitle } from './use-document-title';
import { useEpisode, type ViewerEpisode } from './use-episode';
import { ViewerError } from './ViewerError';
import { ViewerMessage } from './ViewerMessage';
import styles from './viewer.module.css';

interface EpisodeViewerProps {
  titleId: number;
  episodeId: number;
}

/** The full-screen reader of one episode (the host renders it without the site layout). */
export function EpisodeViewer({ titleId, episodeId }: EpisodeViewerProps) {
  const { t } = useTranslation('viewer');
  const resource = useEpisode(titleId, episodeId);
  useDocumentTitle(resource.status === 'ready' ? `${resource.episode.episode_name} | ${resource.episode.title_name}` : null);

  return (
    <div className={styles.viewer}>
      {resource.status === 'loading' && (
        <p className={styles.message} role="status">
          {t('loading')}
        </p>
      )}
      {resource.status === 'error' && <ViewerError error={resource.error} titleId={titleId} onRetry={resource.retry} />}
      {resource.status === 'not-found' && (
        <ViewerMessage
          alert
          actions={
            <Link className={styles.secondaryButton} to={href('TOP')}>
              {t('backToTop')}
            </Link>
          }
        >
          {t('errors.notFound')}
        </ViewerMessage>
      )}
      {resource.status === 'ready' && <ReadyEpisode episode={resource.episode} />}
    </div>
  );
}

function ReadyEpisode({ episode }: { episode: ViewerEpisode }) {
  const { t } = useTranslation('viewer');
  const [first, ...rest] = episode.page_list;
  if (first === undefined) {
    return (
      <ViewerMessage
        actions={
          <Link className={styles.secondaryButton} to={href('TITLE', { titleId: episode.title_id })}>
            {t('backToTitle')}
          </Link>
        }
      >
        {t('noPages')}
      </ViewerMessage>
    );
  }
  return <EpisodeReader episode={episode} pages={[first, ...rest]} />;
}

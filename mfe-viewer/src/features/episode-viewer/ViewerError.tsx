import { ErrorState, RESPONSE_CODES, buttonClassName, href, type ApiError, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { LockedEpisode } from './LockedEpisode';
import styles from '../common/page-reader/reader.module.css';

interface ViewerErrorProps {
  error: ApiError;
  titleId: number;
  episodeId: number;
  onRetry: () => void;
}

/** Why the episode cannot be shown, and the one action that helps: buy (logging in first), or try again. */
export function ViewerError({ error, titleId, episodeId, onRetry }: ViewerErrorProps) {
  const { t } = useTranslation('viewer');
  const backToTitle = (
    <Link className={buttonClassName('secondary')} to={href('TITLE', { titleId })}>
      {t('backToTitle')}
    </Link>
  );
  // The server answers a paid episode with 2011 to a visitor and 1001 to a reader who has not bought it.
  const locked = error.responseCode === RESPONSE_CODES.NOT_LOGGED_IN || error.responseCode === RESPONSE_CODES.PARAMETER_INVALID;
  return (
    <div className={styles.message}>
      {locked ? (
        <LockedEpisode titleId={titleId} episodeId={episodeId} onUnlocked={onRetry} backToTitle={backToTitle} />
      ) : (
        <ErrorState tone="inverse" error={error} onRetry={onRetry} retryLabel={t('retry')} actions={backToTitle} />
      )}
    </div>
  );
}

import { RESPONSE_CODES, bus, href, type ApiError } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ViewerMessage } from './ViewerMessage';
import styles from './viewer.module.css';

interface ViewerErrorProps {
  error: ApiError;
  titleId: number;
  onRetry: () => void;
}

/** Why the episode cannot be shown, and the one action that helps: log in, buy, or try again. */
export function ViewerError({ error, titleId, onRetry }: ViewerErrorProps) {
  const { t } = useTranslation('viewer');
  const needsLogin = error.responseCode === RESPONSE_CODES.NOT_LOGGED_IN;
  // No login listener here: the cache policy loads the episode again on `auth:logged-in`.

  const backToTitle = (
    <Link className={styles.secondaryButton} to={href('TITLE', { titleId })}>
      {t('backToTitle')}
    </Link>
  );

  if (needsLogin) {
    return (
      <ViewerMessage
        alert
        actions={
          <>
            <button type="button" className={styles.primaryButton} onClick={() => bus.emit('auth:open-login', {})}>
              {t('errors.login')}
            </button>
            {backToTitle}
          </>
        }
      >
        {t('errors.loginNeeded')}
      </ViewerMessage>
    );
  }
  if (error.responseCode === RESPONSE_CODES.PARAMETER_INVALID) {
    return (
      <ViewerMessage alert actions={backToTitle}>
        {t('errors.purchaseNeeded')}
      </ViewerMessage>
    );
  }
  return (
    <ViewerMessage
      alert
      actions={
        <>
          <button type="button" className={styles.primaryButton} onClick={onRetry}>
            {t('retry')}
          </button>
          {backToTitle}
        </>
      }
    >
      {t(`errors:${error.messageKey}`)}
    </ViewerMessage>
  );
}

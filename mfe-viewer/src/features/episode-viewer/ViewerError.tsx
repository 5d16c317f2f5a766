import { Button, ErrorState, RESPONSE_CODES, bus, buttonClassName, href, type ApiError } from '@ciao/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../page-reader/reader.module.css';

interface ViewerErrorProps {
  error: ApiError;
  titleId: number;
  onRetry: () => void;
}

/** Why the episode cannot be shown, and the one action that helps: log in, buy, or try again. */
export function ViewerError({ error, titleId, onRetry }: ViewerErrorProps) {
  const { t } = useTranslation('viewer');
  const needsLogin = error.responseCode === RESPONSE_CODES.NOT_LOGGED_IN;

  // Once the reader logs in through the host's modal, the episode is asked for again.
  useEffect(() => (needsLogin ? bus.on('auth:logged-in', onRetry) : undefined), [needsLogin, onRetry]);

  const backToTitle = (
    <Link className={buttonClassName('secondary')} to={href('TITLE', { titleId })}>
      {t('backToTitle')}
    </Link>
  );

  let state = <ErrorState tone="inverse" error={error} onRetry={onRetry} retryLabel={t('retry')} actions={backToTitle} />;
  if (needsLogin) {
    const login = <Button onClick={() => bus.emit('auth:open-login', {})}>{t('errors.login')}</Button>;
    state = (
      <ErrorState
        tone="inverse"
        message={t('errors.loginNeeded')}
        actions={
          <>
            {login}
            {backToTitle}
          </>
        }
      />
    );
  } else if (error.responseCode === RESPONSE_CODES.PARAMETER_INVALID) {
    state = <ErrorState tone="inverse" message={t('errors.purchaseNeeded')} actions={backToTitle} />;
  }
  return <div className={styles.message}>{state}</div>;
}

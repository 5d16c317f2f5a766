import type { ReactNode } from 'react';
import { useUiTranslation } from './use-ui-translation';
import { isApiError } from '../api/api-error';
import { Button } from './Button';
import styles from './State.module.css';

export interface ErrorStateProps {
  /** The failure; an ApiError shows its section 8 message, anything else the unknown-error one. */
  error?: unknown;
  /** Replaces the message derived from `error`. */
  message?: ReactNode;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Inside a small panel (a popover): less space around, aligned to the start. */
  compact?: boolean;
  className?: string;
}

/** A failed load or action, announced as an alert, with a way to try again. */
export function ErrorState({ error, message, onRetry, retryLabel, compact = false, className }: ErrorStateProps) {
  const { t } = useUiTranslation();
  const text = message ?? t(isApiError(error) ? `errors:${error.messageKey}` : 'errors:unknown');
  return (
    <div className={[styles.state, compact ? styles.compact : undefined, className].filter(Boolean).join(' ')} role="alert">
      <p className={styles.message}>{text}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('error.retry')}
        </Button>
      )}
    </div>
  );
}

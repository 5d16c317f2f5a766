import type { ReactNode } from 'react';
import { useUiTranslation } from './use-ui-translation';
import { isApiError } from '../api/api-error';
import { Button } from './Button';
import type { StateTone } from './EmptyState';
import styles from './State.module.css';

export interface ErrorStateProps {
  /** The failure; an ApiError shows its docs/product-rules.md §8 message, anything else the unknown-error one. */
  error?: unknown;
  /** Replaces the message derived from `error`. */
  message?: ReactNode;
  /** Offers a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** The retry is running: its button is busy (disabled, aria-busy) and says `retryingLabel`. */
  retrying?: boolean;
  retryingLabel?: string;
  /** Further ways out, after the retry (a link back to the title). */
  actions?: ReactNode;
  /** 'inverse' on a dark background (the viewer, which has no site layout). */
  tone?: StateTone;
  /** Inside a small panel (a popover): less space around, aligned to the start. */
  compact?: boolean;
  className?: string;
}

/** A failed load or action, announced as an alert, with a way to try again. */
export function ErrorState({
  error,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  retryingLabel,
  actions,
  tone = 'default',
  compact = false,
  className,
}: ErrorStateProps) {
  const { t } = useUiTranslation();
  const text = message ?? t(isApiError(error) ? `errors:${error.messageKey}` : 'errors:unknown');
  return (
    <div className={[styles.state, styles[tone], compact ? styles.compact : undefined, className].filter(Boolean).join(' ')} role="alert">
      <p className={styles.message}>{text}</p>
      {(onRetry || actions) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button variant={tone === 'inverse' ? 'primary' : 'secondary'} onClick={onRetry} busy={retrying} busyLabel={retryingLabel}>
              {retryLabel ?? t('error.retry')}
            </Button>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}

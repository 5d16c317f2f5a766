import { useUiTranslation } from './use-ui-translation';
import { useThrottledLoading } from './use-throttled-loading';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './LoadingIndicator.module.css';

export interface LoadingIndicatorProps {
  /** True while the content is loading. */
  loading: boolean;
  /** What is announced; defaults to "読み込み中…". */
  label?: string;
  /** Also print the label under the bar (a region with nothing else to show). */
  showLabel?: boolean;
  className?: string;
}

/**
 * A progress bar for a load (docs/product-rules.md §9: throttle 200 ms, duration 2000 ms). The live region
 * stays in the page so the announcement is heard when the bar appears.
 */
export function LoadingIndicator({ loading, label, showLabel = false, className }: LoadingIndicatorProps) {
  const { t } = useUiTranslation();
  const { visible, progress } = useThrottledLoading(loading);
  const text = label ?? t('loading');
  return (
    <div className={[styles.indicator, className].filter(Boolean).join(' ')} role="status">
      {visible && (
        <>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={text}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
          >
            <div className={styles.bar} style={{ transform: `scaleX(${progress / 100})` }} />
          </div>
          {showLabel ? <span className={styles.label}>{text}</span> : <VisuallyHidden>{text}</VisuallyHidden>}
        </>
      )}
    </div>
  );
}

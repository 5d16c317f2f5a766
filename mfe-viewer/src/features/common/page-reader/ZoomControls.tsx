import { useTranslation } from '@ciao/shared';
import type { PageZoom } from './use-page-zoom';
import { MAX_SCALE } from './zoom-state';
import styles from './reader.module.css';

/** The menu's zoom buttons, for a mouse without a wheel and for anyone who looks for them. */
export function ZoomControls({ zoom }: { zoom: PageZoom }) {
  const { t } = useTranslation('viewer');
  const { scale } = zoom.zoom;
  return (
    <fieldset className={styles.zoomControls} aria-label={t('zoom.label')}>
      <button
        type="button"
        className={`${styles.overlayButton} ${styles.zoomButton}`}
        onClick={zoom.zoomIn}
        disabled={scale >= MAX_SCALE}
        aria-label={t('zoom.in')}
      >
        <span aria-hidden="true">＋</span>
      </button>
      {/* Told when it changes, without being a second status beside the page announcement. */}
      <span className={styles.zoomLevel} aria-live="polite">
        {t('zoom.level', { percent: Math.round(scale * 100) })}
      </span>
      <button
        type="button"
        className={`${styles.overlayButton} ${styles.zoomButton}`}
        onClick={zoom.zoomOut}
        disabled={!zoom.zoomed}
        aria-label={t('zoom.out')}
      >
        <span aria-hidden="true">－</span>
      </button>
      <button type="button" className={`${styles.overlayButton} ${styles.zoomReset}`} onClick={zoom.reset} disabled={!zoom.zoomed}>
        {t('zoom.reset')}
      </button>
    </fieldset>
  );
}

import { useTranslation } from '@ciao/shared';
import { setCaptions, useCaptions } from './caption-setting';
import styles from './reader.module.css';

/**
 * The menu's switch for captions with furigana (remembered on this device, caption-setting.ts).
 * It sits in a menu bar: over the page it would catch the taps meant to turn or zoom it.
 */
export function CaptionSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('viewer');
  const on = useCaptions();
  return (
    <button
      type="button"
      className={`${styles.overlayButton} ${styles.captionSwitch} ${className ?? ''}`}
      aria-pressed={on}
      onClick={() => setCaptions(!on)}
    >
      {t('captions.switch')}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { setCaptions } from './caption-setting';
import styles from './reader.module.css';

/** The menu's switch for captions with furigana (remembered on this device, caption-setting.ts). */
export function CaptionSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('viewer');
  return (
    <button type="button" className={`${styles.overlayButton} ${styles.captionSwitch}`} aria-pressed={on} onClick={() => setCaptions(!on)}>
      {t('captions.switch')}
    </button>
  );
}

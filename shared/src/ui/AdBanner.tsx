import { Link } from '@ciao/shared/router';
import { useAdvertisement } from '../tracking/use-advertisement';
import styles from './AdBanner.module.css';
import { useUiTranslation } from './use-ui-translation';

export interface AdBannerProps {
  advertisementId: number;
  /** Where it is shown: AD_PLACEMENTS (banner, viewer_end, popup). */
  placement: number;
  /** The region around the banner (its spacing in the page that shows it). */
  className?: string;
}

/**
 * One ad, drawn from docs/product-rules.md §3's payload that /advertisement/view answers (address, title,
 * episode), recorded as shown once and, when pressed, as clicked on the way to its address
 * (useAdvertisement, which also hands both answers to the tag manager). Nothing is drawn
 * until the ad is known, or when the call failed.
 */
export function AdBanner({ advertisementId, placement, className }: AdBannerProps) {
  const { t } = useUiTranslation();
  const { ad, onClick } = useAdvertisement(advertisementId, placement);
  if (!ad) return null;
  const label = ad.episode_name
    ? t('ad.episode', { title: ad.title_name, episode: ad.episode_name })
    : ad.title_name
      ? t('ad.title', { title: ad.title_name })
      : t('ad.campaign');
  return (
    <aside className={className} aria-label={t('ad.label')}>
      <Link className={styles.link} to={ad.advertisement_url} onClick={onClick}>
        <span className={styles.tag}>{t('ad.tag')}</span>
        <span className={styles.text}>{label}</span>
      </Link>
    </aside>
  );
}

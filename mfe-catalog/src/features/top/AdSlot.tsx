import { useEffect, useRef } from 'react';
import { AD_PLACEMENTS, advertisementClick, advertisementView, useApiMutation } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './top.module.css';

/**
 * One banner slot of the top page. The ad is recorded as shown (/advertisement/view), whose
 * answer is spec 3's payload (address, title, episode) the banner is drawn from; a press
 * records the click (/advertisement/click) on the way to the ad's address.
 */
export function AdSlot({ advertisementId }: { advertisementId: number }) {
  const { t } = useTranslation('catalog');
  const view = useApiMutation(advertisementView);
  const click = useApiMutation(advertisementClick);
  const shown = useRef(false);
  const recordView = view.mutate;

  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    recordView({ advertisement_id: advertisementId, type: AD_PLACEMENTS.banner });
  }, [advertisementId, recordView]);

  const ad = view.data?.advertisement;
  if (!ad) return null;
  const label = ad.episode_name
    ? t('top.ad.episode', { title: ad.title_name, episode: ad.episode_name })
    : ad.title_name
      ? t('top.ad.title', { title: ad.title_name })
      : t('top.ad.campaign');
  const onClick = () =>
    click.mutate({
      advertisement_id: ad.advertisement_id,
      type: AD_PLACEMENTS.banner,
      ...(ad.title_id !== null ? { title_id: ad.title_id } : {}),
    });

  return (
    <aside className={styles.ad} aria-label={t('top.ad.label')}>
      <Link className={styles.adLink} to={ad.advertisement_url} onClick={onClick}>
        <span className={styles.adTag}>{t('top.ad.tag')}</span>
        <span className={styles.adText}>{label}</span>
      </Link>
    </aside>
  );
}

import { useEffect, useRef } from 'react';
import { bus } from '../bus/bus';
import type { AdTracking } from '../bus/events';
import { advertisementClick } from '../contracts/endpoints/advertisement-click';
import type { AdvertisementPayload } from '../contracts/endpoints/advertisement-schemas';
import { advertisementView } from '../contracts/endpoints/advertisement-view';
import { useApiMutation } from '../query/use-api-mutation';

/** docs/product-rules.md §3's ad payload (camelCase, as the tag manager reads it) from an /advertisement/view or /click answer. */
export function adTracking(action: AdTracking['action'], ad: AdvertisementPayload): AdTracking {
  return {
    action,
    advertisementId: ad.advertisement_id,
    advertisementUrl: ad.advertisement_url,
    titleId: ad.title_id,
    titleName: ad.title_name,
    episodeId: ad.episode_id,
    episodeName: ad.episode_name,
  };
}

export interface AdvertisementSlot {
  /** The ad as /advertisement/view answered it; undefined until then (or when it failed: no ad is drawn). */
  ad: AdvertisementPayload | undefined;
  /** Records the press (/advertisement/click); call it from the ad's link. */
  onClick: () => void;
}

/**
 * One ad in one place (AD_PLACEMENTS): recorded as shown once (/advertisement/view), whose answer
 * the ad is drawn from; `onClick` records the press (/advertisement/click, with the title the ad
 * promotes). Each answer goes on the bus as `tracking:ad`, for the host's tag manager. The
 * callbacks sit on the mutations, not on `mutate`, so a click answered after the ad's link
 * navigated away is still tracked.
 */
export function useAdvertisement(advertisementId: number, placement: number): AdvertisementSlot {
  const onAnswer = (action: AdTracking['action']) => (answer: { advertisement: AdvertisementPayload }) =>
    bus.emit('tracking:ad', adTracking(action, answer.advertisement));
  const view = useApiMutation(advertisementView, { onSuccess: onAnswer('view') });
  const click = useApiMutation(advertisementClick, { onSuccess: onAnswer('click') });
  const shown = useRef(false);
  const recordView = view.mutate;

  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    recordView({ advertisement_id: advertisementId, type: placement });
  }, [advertisementId, placement, recordView]);

  const ad = view.data?.advertisement;
  return {
    ad,
    onClick: () => {
      if (!ad) return;
      click.mutate({ advertisement_id: ad.advertisement_id, type: placement, ...(ad.title_id !== null ? { title_id: ad.title_id } : {}) });
    },
  };
}

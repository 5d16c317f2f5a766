import { z } from 'zod';
import { commonParams, idParam, intParam } from '../endpoint';
import { lazySchema } from '../lazy-schema';

/**
 * Where an ad was shown (`type` of /advertisement/click and /view): 1 banner on a list
 * page, 2 the viewer's end card, 3 the pop-up on the top page. docs/product-rules.md §5 makes
 * advertisement_id and type required; title_id is the title page the ad was seen on.
 */
export const AD_PLACEMENTS = { banner: 1, viewer_end: 2, popup: 3 } as const;

export const advertisementEventParams = lazySchema(() =>
  z.object({
    ...commonParams,
    advertisement_id: idParam(),
    type: intParam(1, 3),
    title_id: idParam().optional(),
  }),
);

/** docs/product-rules.md §3's ad tracking payload (advertisementId, advertisementUrl, titleId, titleName, episodeId, episodeName), in snake_case. */
export const advertisementPayloadSchema = lazySchema(() =>
  z.object({
    advertisement_id: z.number().int(),
    advertisement_url: z.string(),
    title_id: z.number().int().nullable(),
    title_name: z.string().nullable(),
    episode_id: z.number().int().nullable(),
    episode_name: z.string().nullable(),
  }),
);
export type AdvertisementPayload = z.infer<typeof advertisementPayloadSchema>;

/** The event just recorded and the ad's payload, for the client's analytics call. */
export const advertisementEventResponse = lazySchema(() =>
  z.object({
    event: z.object({
      event_id: z.number().int(),
      kind: z.enum(['click', 'view']),
      advertisement_id: z.number().int(),
      type: z.number().int(),
      title_id: z.number().int().nullable(),
      recorded_at: z.string(),
    }),
    advertisement: advertisementPayloadSchema,
  }),
);

import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { pagingParams } from './wallet-params';
import { lazySchema } from '../lazy-schema';

/** One episode the reader owns: bought (for good) or rented (until rental_expire_time). */
export const ownedEpisodeSchema = lazySchema(() =>
  z.object({
    episode_id: z.number().int(),
    episode_name: z.string(),
    title_id: z.number().int(),
    title_name: z.string(),
    thumbnail_rect_image_url: z.string(),
    kind: z.enum(['purchase', 'rental']),
    /** When it was bought or rented: YYYY-MM-DDTHH:mm:ss in the configured offset. */
    acquired_at: z.string(),
    /** Rentals only: when the rental ends. */
    rental_expire_time: z.string().nullable(),
  }),
);

/**
 * GET /web/episode/purchased: the purchased list (implied screen, docs/product-rules.md §2): the episodes the
 * reader bought and those rented now (a rented episode bought later counts as bought),
 * newest first, with paging.
 */
export const webEpisodePurchased = defineEndpoint({
  method: 'GET',
  path: '/web/episode/purchased',
  auth: 'required',
  params: () => z.object({ ...commonParams, ...pagingParams }),
  response: () => z.object({ episode_list: z.array(ownedEpisodeSchema), total_count: z.number().int().min(0) }),
});

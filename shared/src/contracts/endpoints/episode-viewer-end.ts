import { z } from 'zod';
import { commonParams, idParam, intParam } from '../endpoint';
import { episodeStatusSchema, titleSummarySchema } from '../entities';
import { lazySchema } from '../lazy-schema';

/** Params of /episode/viewer/finish. */
export const episodeViewerEndParams = lazySchema(() => z.object({ ...commonParams, episode_id: idParam() }));

/** Params of /episode/viewer/lastpage: with `page` (1-based), the page where the reader stopped is kept. */
export const episodeViewerLastpageParams = lazySchema(() => episodeViewerEndParams.extend({ page: intParam(1, 10_000).optional() }));

/**
 * The end card (and where the reader stopped): what was recorded (the first time only: calling again keeps the first
 * instant; visitors are not recorded, recorded_at null), the next episode of the title with
 * its status for this reader (null after the last one), and the viewer's recommended titles.
 */
export const episodeViewerEndResponse = lazySchema(() =>
  z.object({
    episode_id: z.number().int(),
    recorded_at: z.string().nullable(),
    next_episode: z
      .object({ episode_id: z.number().int(), episode_name: z.string(), point: z.number().int(), status: episodeStatusSchema })
      .nullable(),
    recommend_title_list: z.array(titleSummarySchema),
    /** The page (1-based) where this reader last stopped in the episode; null for a visitor or none kept. */
    last_page: z.number().int().nullable(),
  }),
);

import { z } from 'zod';
import { commonParams, idParam } from '../endpoint';
import { episodeStatusSchema, titleSummarySchema } from '../entities';

/** Params of /episode/viewer/finish and /lastpage. */
export const episodeViewerEndParams = z.object({ ...commonParams, episode_id: idParam() });

/**
 * The end card: what was recorded (the first time only: calling again keeps the first
 * instant; visitors are not recorded, recorded_at null), the next episode of the title with
 * its status for this reader (null after the last one), and the viewer's recommended titles.
 */
export const episodeViewerEndResponse = z.object({
  episode_id: z.number().int(),
  recorded_at: z.string().nullable(),
  next_episode: z
    .object({ episode_id: z.number().int(), episode_name: z.string(), point: z.number().int(), status: episodeStatusSchema })
    .nullable(),
  recommend_title_list: z.array(titleSummarySchema),
});

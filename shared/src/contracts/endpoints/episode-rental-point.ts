import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { pointSchema } from '../entities';

/**
 * POST /episode/rental/point: buys an episode for good with points (free points first,
 * earliest expiry first, then paid). Already bought or free: no charge, `charged: false`.
 * Not enough points: 1001 with data { reason: 'insufficient_points' }.
 */
export const episodeRentalPoint = defineEndpoint({
  method: 'POST',
  path: '/episode/rental/point',
  auth: 'required',
  params: () => z.object({ ...commonParams, episode_id: idParam() }),
  response: () =>
    z.object({
      episode_id: z.number().int(),
      status: z.enum(['free', 'purchased']),
      charged: z.boolean(),
      used_paid_point: z.number().int().min(0),
      used_free_point: z.number().int().min(0),
      point: pointSchema,
    }),
});

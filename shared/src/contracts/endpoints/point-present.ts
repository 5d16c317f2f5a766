import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { pointSchema } from '../entities';
import { lazySchema } from '../lazy-schema';

export const presentSchema = lazySchema(() =>
  z.object({
    present_id: z.number().int(),
    /** monthly_point_plan, ... */
    reason: z.string(),
    period: z.string(),
    paid_point: z.number().int().min(0),
    free_point: z.number().int().min(0),
    free_point_expires_at: z.string().nullable(),
  }),
);

/** POST /point/present: claims every present waiting for the reader, each exactly once. */
export const pointPresent = defineEndpoint({
  method: 'POST',
  path: '/point/present',
  auth: 'required',
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ present_list: z.array(presentSchema), point: pointSchema }),
});

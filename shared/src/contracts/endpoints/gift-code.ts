import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { pointSchema } from '../entities';

/**
 * GET /gift/code: redeems a gift code for free points with an expiry, once per reader.
 * 8001 unknown, 8002 expired (or not started), 8003 join limit reached, 8004 already
 * received, 8000 other campaign error (campaign disabled).
 */
export const giftCode = defineEndpoint({
  method: 'GET',
  path: '/gift/code',
  auth: 'required',
  params: () =>
    z.object({
      ...commonParams,
      code: z
        .string()
        .trim()
        .min(1)
        .max(32)
        .regex(/^[A-Za-z0-9_-]+$/, 'not a gift code'),
    }),
  response: () =>
    z.object({
      campaign_name: z.string(),
      free_point: z.number().int().min(1),
      expires_at: z.string(),
      point: pointSchema,
    }),
});

import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { lazySchema } from '../lazy-schema';

export const loginBonusItemSchema = lazySchema(() =>
  z.object({
    days: z.number().int().min(1),
    amount: z.number().int().min(1),
    /** 1: points, 2: premium ticket. */
    bonus_type: z.union([z.literal(1), z.literal(2)]),
    is_get: z.boolean(),
  }),
);

/**
 * A campaign as the reader stands in it. receive_days days are received; per-day status
 * (docs/product-rules.md §4): received when is_get, current when days == receive_days and received in this
 * bonus day (received_today), next when days == receive_days + 1, else yet.
 */
export const loginBonusSchema = lazySchema(() =>
  z.object({
    loginbonus_id: z.number().int(),
    loginbonus_text: z.string(),
    loginbonus_image: z.string(),
    loginbonus_footer_image: z.string(),
    receive_days: z.number().int().min(0),
    /** True when this call (or an earlier one the same bonus day) received today's bonus. */
    received_today: z.boolean(),
    /** True only when this very call received today's bonus: the client shows the modal once. */
    received_now: z.boolean(),
    start_time: z.string(),
    finish_time: z.string(),
    bonus_list: z.array(loginBonusItemSchema),
  }),
);

export type LoginBonus = z.infer<typeof loginBonusSchema>;
export type LoginBonusItem = z.infer<typeof loginBonusItemSchema>;

/**
 * GET /loginbonus: the running campaigns; the first call of a bonus day (days start at
 * 04:00 in the configured offset) receives that day's bonus. next_check_time: the next 04:00.
 */
export const loginBonus = defineEndpoint({
  method: 'GET',
  path: '/loginbonus',
  auth: 'required',
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ loginbonus_list: z.array(loginBonusSchema), next_check_time: z.string() }),
});

import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { lazySchema } from '../lazy-schema';

/** docs/product-rules.md §5: the history keeps 20 items; 4 KiB holds 20 entries with room to spare. */
const MAX_HISTORY_JSON = 4096;

/** The client's stored history: JSON `[{ "title_id": 101, "episode_id": 10104 }, ...]`, at most 20 entries. */
export const localHistorySchema = lazySchema(() =>
  z
    .string()
    .max(MAX_HISTORY_JSON)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.object({ title_id: idParam(), episode_id: idParam() })).max(20)),
);

/**
 * POST /web/update/badge: how many episodes came out after the last one the reader read
 * of each title in their stored history (docs/product-rules.md §4: badge shows the number, 9+ above 9).
 */
export const webUpdateBadge = defineEndpoint({
  method: 'POST',
  path: '/web/update/badge',
  auth: 'optional',
  params: () => z.object({ ...commonParams, local_strage: localHistorySchema }),
  response: () => z.object({ history_update_episode_cnt: z.number().int().min(0) }),
});

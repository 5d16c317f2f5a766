import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { lazySchema } from '../lazy-schema';

/** docs/product-rules.md §5: the history keeps 20 items; 4 KiB holds 20 entries with room to spare. */
const MAX_HISTORY_JSON = 4096;

/** The latest instant a Date can hold (epoch ms): a `read_at` beyond it names no time. */
const MAX_EPOCH_MS = 8_640_000_000_000_000;

/**
 * The client's stored history: JSON `[{ "title_id": 101, "episode_id": 10104, "read_at": 1764201600000 }, ...]`,
 * at most 20 entries. `read_at` (epoch ms) is when the reader last read the title; an entry
 * without it (a client from before it existed) counts no updates.
 */
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
    .pipe(
      z
        .array(z.object({ title_id: idParam(), episode_id: idParam(), read_at: z.number().int().min(0).max(MAX_EPOCH_MS).optional() }))
        .max(20),
    ),
);

/**
 * POST /web/update/badge: how many episodes of the titles in the reader's history were released
 * after the reader last read that title (docs/product-rules.md §4: "updated history episodes"; the badge shows
 * the number, 9+ above 9). A signed-in reader's count comes from the account's history (every
 * browser agrees); a visitor's from `local_strage`.
 */
export const webUpdateBadge = defineEndpoint({
  method: 'POST',
  path: '/web/update/badge',
  auth: 'optional',
  params: () => z.object({ ...commonParams, local_strage: localHistorySchema }),
  response: () => z.object({ history_update_episode_cnt: z.number().int().min(0) }),
});

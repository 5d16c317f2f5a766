import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { lazySchema } from '../lazy-schema';

/** A piece of a spoken line: `ruby` is the reading (furigana) of `text` when it has kanji. */
export const rubySegmentSchema = lazySchema(() => z.object({ text: z.string(), ruby: z.string().optional() }));
export type RubySegment = z.infer<typeof rubySegmentSchema>;

export const pageLineSchema = lazySchema(() =>
  z.object({
    speaker: z.string(),
    /** The line as plain text (what a screen reader reads). */
    text: z.string(),
    /** The same line in pieces, for captions with furigana (`<ruby>`). */
    segments: z.array(rubySegmentSchema).min(1),
  }),
);
export type PageLine = z.infer<typeof pageLineSchema>;

export const pageTextSchema = lazySchema(() =>
  z.object({
    /** 1-based, like the page URLs of /web/episode/viewer. */
    page: z.number().int(),
    /** What the page shows and what happens on it, in a sentence or two. */
    description: z.string(),
    /** 1 to 3 lines spoken on the page. */
    line_list: z.array(pageLineSchema),
  }),
);
export type PageText = z.infer<typeof pageTextSchema>;

/**
 * GET /web/episode/page/text: a short text for every page of an episode (what happens, the
 * lines spoken with furigana), derived from the same recipe the page image is drawn from.
 * Entitlement as /web/episode/viewer (visitor 2011, reader not entitled 1001); unknown episode 3100.
 */
export const webEpisodePageText = defineEndpoint({
  method: 'GET',
  path: '/web/episode/page/text',
  auth: 'optional',
  params: () => z.object({ ...commonParams, episode_id: idParam() }),
  response: () =>
    z.object({
      episode_id: z.number().int(),
      page_text_list: z.array(pageTextSchema),
    }),
});

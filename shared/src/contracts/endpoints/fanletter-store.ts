import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';
import { lazySchema } from '../lazy-schema';

export const FAN_LETTER_MAX_CHARS = 1000;

/** Characters as a reader counts them (code points), not UTF-16 units. */
const charCount = (text: string) => [...text].length;

/**
 * docs/product-rules.md §5: a letter of 1 to 1,000 characters, counted in code points. Raised as zod's own
 * too_small / too_big issues (not a custom message), so forms translate them like any
 * other length rule.
 */
export const fanLetterBodySchema = lazySchema(() =>
  z.string().superRefine((text, context) => {
    if (text.trim().length === 0) {
      context.addIssue({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, input: text });
      // Over 2,000 UTF-16 units is over 1,000 code points: a huge body is refused before it is split.
    } else if (text.length > FAN_LETTER_MAX_CHARS * 2 || charCount(text) > FAN_LETTER_MAX_CHARS) {
      context.addIssue({ code: 'too_big', origin: 'string', maximum: FAN_LETTER_MAX_CHARS, inclusive: true, input: text });
    }
  }),
);

/**
 * POST /fanletter/store: a fan letter to an author, optionally about one of their titles
 * (docs/product-rules.md §5: at most 1,000 characters). Unknown title: 3000; unknown author or a title of
 * another author: 1001.
 */
export const fanletterStore = defineEndpoint({
  method: 'POST',
  path: '/fanletter/store',
  auth: 'required',
  params: () =>
    z.object({
      ...commonParams,
      title_id: idParam().optional(),
      author_id: idParam(),
      author_text: z.string().max(100),
      body: fanLetterBodySchema,
    }),
  response: () => z.object({ fan_letter_id: z.number().int() }),
});

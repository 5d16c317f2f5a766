import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';

export const FAN_LETTER_MAX_CHARS = 1000;

/** Characters as a reader counts them (code points), not UTF-16 units. */
const charCount = (text: string) => [...text].length;

/**
 * POST /fanletter/store: a fan letter to an author, optionally about one of their titles
 * (spec 5: at most 1,000 characters). Unknown title: 3000; unknown author or a title of
 * another author: 1001.
 */
export const fanletterStore = defineEndpoint({
  method: 'POST',
  path: '/fanletter/store',
  auth: 'required',
  params: z.object({
    ...commonParams,
    title_id: idParam().optional(),
    author_id: idParam(),
    author_text: z.string().max(100),
    body: z
      .string()
      .max(FAN_LETTER_MAX_CHARS * 2)
      .refine((text) => text.trim().length > 0, 'empty letter')
      .refine((text) => charCount(text) <= FAN_LETTER_MAX_CHARS, `over ${FAN_LETTER_MAX_CHARS} characters`),
  }),
  response: z.object({ fan_letter_id: z.number().int() }),
});

import { fanLetterBodySchema } from '@ciao/shared';
import { z } from 'zod';

/** The letter form: the contract's own body rule (1 to 1,000 characters, docs/product-rules.md §5). */
export const fanLetterFormSchema = z.object({ body: fanLetterBodySchema });
export type FanLetterForm = z.infer<typeof fanLetterFormSchema>;

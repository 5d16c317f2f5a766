import { z } from 'zod';
import { webUserEmailChangeRequest } from '@ciao/shared';

const { email } = webUserEmailChangeRequest.params.shape;

/** The new address: the call's own rule, and an email format check before sending. */
export const emailChangeFormSchema = z.object({ email: z.string().trim().pipe(email).pipe(z.email()) });
export type EmailChangeFormValues = z.output<typeof emailChangeFormSchema>;

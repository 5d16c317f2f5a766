import { z } from 'zod';
import { signupPasswordPairSchema, webUserPasswordResetRequest } from '@ciao/shared';

const { email } = webUserPasswordResetRequest.params.shape;

/** The pre-reset form: the call's own email rule, and an email format check before sending. */
export const preresetFormSchema = z.object({ email: z.string().trim().pipe(email).pipe(z.email()) });
export type PreresetFormValues = z.output<typeof preresetFormSchema>;

/**
 * A new password twice: docs/product-rules.md §5's sign-up rules and messages, the shared schema the server's
 * rules are written once in. Empty first says "enter it".
 */
export const newPasswordFormSchema = z
  .object({ password: z.string().min(1), password_confirmation: z.string().min(1) })
  .and(signupPasswordPairSchema);
export type NewPasswordFormValues = z.output<typeof newPasswordFormSchema>;

/** The change form: the current password, then the new one twice. */
export const changePasswordFormSchema = z.object({ current_password: z.string().min(1) }).and(newPasswordFormSchema);
export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;

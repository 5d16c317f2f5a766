import { z } from 'zod';
import { signupPasswordPairSchema, webUserSignup, type AgeGroup } from '@ciao/shared';

const { email, name, birthday } = webUserSignup.params.shape;

/** The age gate: year and month, both chosen (docs/product-rules.md §5: birthday parsed as year-month). */
export const birthdayFormSchema = z.object({ year: z.string().min(1), month: z.string().min(1) });

export { birthday as birthdaySchema };

export const GENDERS = ['1', '2', '3', '4'] as const;

const fields = z.object({
  email: z.string().trim().pipe(email).pipe(z.email()),
  name,
  sex: z.string().min(1).pipe(z.enum(GENDERS)),
  agree_terms: z.literal(true),
  // Empty first says "enter it" (the rules below would say "8 characters or more").
  password: z.string().min(1),
  password_confirmation: z.string().min(1),
});

/**
 * The sign-up form's rules are the sign-up call's own (email, nickname, gender 1-4) plus
 * docs/product-rules.md §5's password pair. The consents depend on the age (§6): a minor ticks the minor
 * terms; an adult the adult terms and the privacy policy.
 */
export function signupFormSchema(group: Exclude<AgeGroup, 'refused'>) {
  const consents =
    group === 'adult' ? fields.extend({ agree_privacy: z.literal(true) }) : fields.extend({ agree_privacy: z.boolean().optional() });
  return consents.and(signupPasswordPairSchema);
}

export type SignupFormValues = z.output<ReturnType<typeof signupFormSchema>>;

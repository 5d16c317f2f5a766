import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * docs/product-rules.md §5: the sign-up password rules, one function for the server (which enforces them)
 * and the sign-up form (which explains them before sending).
 *
 * Checked in this order, so each password gets the one problem most worth fixing first:
 * 1. a character outside ASCII letters, digits and ASCII punctuation -> ignore_character
 * 2. under 8 characters (the login hint's minimum) -> short_or_too_long_characters
 * 3. 8-9 or over 64 characters -> the general registration-content error
 * 4. fewer than three of uppercase, lowercase, digit, symbol -> must_include_characters
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 64;
/** docs/product-rules.md §9: the login form hints at 8 or more characters. */
export const PASSWORD_HINT_MIN_LENGTH = 8;

export type PasswordProblem =
  | 'ignore_character'
  | 'short_or_too_long_characters'
  | 'invalid_registration_content'
  | 'must_include_characters';

/** The English messages of the product rules (docs/product-rules.md §5); the sign-up form shows its own translations by code. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  ignore_character: 'Your password contains an invalid symbol.',
  short_or_too_long_characters: `Your password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`,
  invalid_registration_content: 'There is a problem with the registration details. Please check them and try again.',
  must_include_characters:
    'Your password must include three of the following: An uppercase character, a lowercase character, a number, and a symbol.',
};

/** docs/product-rules.md §5: the message when the two password entries differ (a form-only check). */
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match. Please try again.';

// ASCII punctuation: ! through / , : through @ , [ through ` and { through ~.
const SYMBOL = /[!-/:-@[-`{-~]/;
const ALLOWED = /^[A-Za-z0-9!-/:-@[-`{-~]*$/;

/** The first rule the password breaks, or null when it may be used for sign-up. */
export function checkSignupPassword(password: string): PasswordProblem | null {
  if (!ALLOWED.test(password)) return 'ignore_character';
  if (password.length < PASSWORD_HINT_MIN_LENGTH) return 'short_or_too_long_characters';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'invalid_registration_content';
  const kinds = [/[A-Z]/, /[a-z]/, /[0-9]/, SYMBOL].filter((kind) => kind.test(password)).length;
  if (kinds < 3) return 'must_include_characters';
  return null;
}

/**
 * The message code a form shows for a problem: the server tells a length under 8 from 8-9 or
 * over 64 (docs/product-rules.md §5's two codes), but for the reader it is one rule (10-64 characters), so one
 * message; the form's hint says the same.
 */
export function passwordMessageCode(problem: PasswordProblem): PasswordProblem {
  return problem === 'invalid_registration_content' ? 'short_or_too_long_characters' : problem;
}

/**
 * The same rules as a zod schema, for forms (react-hook-form's zod resolver). The issue's
 * message is the problem's message code (passwordMessageCode), so each form shows its own translation.
 */
export const signupPasswordSchema = lazySchema(() =>
  z.string().superRefine((password, context) => {
    const problem = checkSignupPassword(password);
    if (problem) context.addIssue({ code: 'custom', message: passwordMessageCode(problem), params: { problem } });
  }),
);

/** Message code of the two-entries check (docs/product-rules.md §5); the English text is PASSWORD_MISMATCH_MESSAGE. */
export const PASSWORD_MISMATCH = 'password_mismatch';

/** Sign-up's password and its confirmation: the rules above, and the two entries must match. */
export const signupPasswordPairSchema = lazySchema(() =>
  z
    .object({ password: signupPasswordSchema, password_confirmation: z.string() })
    .refine((pair) => pair.password === pair.password_confirmation, { path: ['password_confirmation'], message: PASSWORD_MISMATCH }),
);

import { z } from 'zod';
import { commonParams, defineEndpoint, flagParam, intParam } from '../endpoint';

/**
 * POST /web/user/signup: stores a pending registration and mails a confirmation link
 * valid 24 hours (docs/product-rules.md §4); the account exists only once the link is opened
 * (GET /web/user/signup/cookie). Failures:
 * - 1001 with data { reason: 'age_under_13' }: under 13 (docs/product-rules.md §1), nothing stored;
 * - 2005 invalid email; 2006 with data { reason: PasswordProblem } (password-rules.ts);
 * - 2008 the email belongs to an account (whatever its state);
 * - 2019 the consents the reader's age needs were not given (13-15: terms of service;
 *   16+: terms of service and privacy policy).
 * Signing up again with the same email before confirming replaces the earlier pending
 * registration (its link stops working): a stranger who typed someone's address cannot
 * lock them out for a day.
 */
export const webUserSignup = defineEndpoint({
  method: 'POST',
  path: '/web/user/signup',
  auth: 'optional',
  params: () =>
    z.object({
      ...commonParams,
      email: z.string().min(1).max(254),
      // Longer than the 64 the rules allow, so 65-128 gets the rule's message rather than 1001.
      password: z.string().min(1).max(128),
      birthday: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'not YYYY-MM'),
      name: z.string().trim().min(1).max(50),
      sex: intParam(1, 4),
      /** The terms of service checkbox (the adult or the minor terms, by the birthday's age). */
      agree_terms_of_service: flagParam().optional(),
      /** Adults only: the privacy policy checkbox. */
      agree_privacy_policy: flagParam().optional(),
    }),
  response: () =>
    z.object({
      code: z.literal(0),
      /** When the mailed link stops working (YYYY-MM-DDTHH:mm:ss, configured offset). */
      expires_at: z.string(),
      /**
       * Development builds only: where the local mail outbox (the stand-in for a mail server)
       * shows the mail just sent. Absent in production, where a real mail server delivers it.
       */
      dev_outbox_url: z.string().optional(),
    }),
});

import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/** A mailed link's token: 32 random bytes, base64url (the same shape as the sign-up link's). */
export const mailedTokenParam = () => z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a mailed-link token');

/** An email as typed (format checked by the server: 2005). */
export const emailParam = () => z.string().min(1).max(254);

/** Longer than the 64 the rules allow, so 65-128 gets the rule's 2006 reason rather than 1001. */
export const newPasswordParam = () => z.string().min(1).max(128);

/** The answer of a call that mails a link: when it stops working, and the dev outbox in development. */
export const mailedLinkAnswer = lazySchema(() =>
  z.object({
    code: z.literal(0),
    /** When the mailed link stops working (YYYY-MM-DDTHH:mm:ss, configured offset). */
    expires_at: z.string(),
    /** Development builds only: the local mail outbox page. */
    dev_outbox_url: z.string().optional(),
  }),
);

import { webUserSignupCookie } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { completeSignup } from './complete-signup';

/** GET /web/user/signup/cookie: the mailed link's token becomes an account and a session (contract: web-user-signup-cookie.ts). */
export const signupCookieRoute = defineRoute(webUserSignupCookie, async (context) => ({
  code: 0 as const,
  account: await completeSignup(context, context.params.token),
}));

import { accessLogRoute, resignRoute } from '../handlers/accounts/account-action-handlers';
import { agreementsRoute, termsRoute } from '../handlers/accounts/consent-handlers';
import { signupCookieRoute } from '../handlers/accounts/signup-cookie-handler';
import { signupRoute } from '../handlers/accounts/signup-handler';
import { passwordChangeRoute, passwordResetRequestRoute, passwordResetRoute } from '../handlers/accounts/password-handlers';
import { emailChangeRequestRoute, emailChangeRoute } from '../handlers/accounts/email-change-handlers';
import { accountMailOptOutRoute, accountProfileRoute, accountProfileUpdateRoute } from '../handlers/accounts/profile-handlers';
import type { ApiRoute } from '../http/define-route';

/** Sign-up, login states, terms and agreements, resign, access log (docs/product-rules.md §7). */
export const ACCOUNTS_ROUTES: readonly ApiRoute[] = [
  signupRoute,
  signupCookieRoute,
  termsRoute,
  agreementsRoute,
  accessLogRoute,
  resignRoute,
  passwordResetRequestRoute,
  passwordResetRoute,
  passwordChangeRoute,
  emailChangeRequestRoute,
  emailChangeRoute,
  accountProfileRoute,
  accountProfileUpdateRoute,
  accountMailOptOutRoute,
];

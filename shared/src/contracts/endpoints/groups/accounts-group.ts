// Endpoints of the accounts group of docs/product-rules.md §7 (one file per endpoint, re-exported here).
export * from '../../account-rules';
export { webUserSignup } from '../web-user-signup';
export { webUserSignupCookie } from '../web-user-signup-cookie';
export { webUserTerms } from '../web-user-terms';
export { webUserAgreements } from '../web-user-agreements';
export { accountAccessLog } from '../account-access-log';
export { accountResign } from '../account-resign';
export { webUserPasswordResetRequest } from '../web-user-password-reset-request';
export { webUserPasswordReset } from '../web-user-password-reset';
export { webUserPasswordChange } from '../web-user-password-change';
export { webUserEmailChangeRequest } from '../web-user-email-change-request';
export { webUserEmailChange } from '../web-user-email-change';
export { getAccountProfile } from '../account-profile';
export { accountProfileUpdate } from '../account-profile-update';
export { accountMailOptOut } from '../account-mail-opt-out';

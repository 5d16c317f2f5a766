// Endpoints of the accounts group of spec section 7 (one file per endpoint, re-exported here).
export * from '../../account-rules';
export { webUserSignup } from '../web-user-signup';
export { webUserSignupCookie } from '../web-user-signup-cookie';
export { webUserTerms } from '../web-user-terms';
export { webUserAgreements } from '../web-user-agreements';
export { accountAccessLog } from '../account-access-log';
export { accountResign } from '../account-resign';

import type { ApiRoute } from '../http/define-route';

/** Sign-up, login states, terms and agreements, resign, access log (spec 7). */
export const ACCOUNTS_ROUTES: readonly ApiRoute[] = [];

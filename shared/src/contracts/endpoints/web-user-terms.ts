import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { consentParams, consentResponse } from './web-user-consent-params';

/**
 * POST /web/user/terms: a reader whose login answered 2019 agrees to the terms of service
 * for their age (terms_of_service_minor for 13-15, terms_of_service_adult for 16+; the
 * version they were shown, the current one when omitted) and is logged in (docs/product-rules.md §4).
 * Answers 2019 and records nothing when the age group's other consents (an adult's
 * privacy policy) are still missing: use /web/user/agreements for both at once.
 * Login's failures (2000, 2001, 2012-2015, 2002, 2003) apply first.
 */
export const webUserTerms = defineEndpoint({
  method: 'POST',
  path: '/web/user/terms',
  auth: 'optional',
  params: () => z.object(consentParams),
  response: () => consentResponse,
});

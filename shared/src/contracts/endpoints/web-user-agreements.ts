import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { consentParams, consentPrivacyParam, consentResponse } from './web-user-consent-params';

/**
 * POST /web/user/agreements: agrees to every consent the reader's age needs (terms of
 * service for their age, plus the privacy policy for adults) and logs in (docs/product-rules.md §4).
 * Versions default to the current ones; an older version given answers 2019, recording nothing.
 */
export const webUserAgreements = defineEndpoint({
  method: 'POST',
  path: '/web/user/agreements',
  auth: 'optional',
  params: () => z.object({ ...consentParams, ...consentPrivacyParam }),
  response: () => consentResponse,
});

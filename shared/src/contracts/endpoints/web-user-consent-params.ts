import { z } from 'zod';
import { CONSENT_VERSIONS } from '../account-rules';
import { commonParams, intParam } from '../endpoint';
import { accountSchema } from '../entities';
import { lazySchema } from '../lazy-schema';

/** A consent document's version as the reader saw it (docs/product-rules.md §3: local storage, default 1). */
const versionParam = (current: number) => intParam(1, current).optional();

/** Params shared by POST /web/user/terms and /web/user/agreements. */
export const consentParams = lazySchema(() => ({
  ...commonParams,
  email: z.string().min(1).max(254),
  password: z.string().min(1).max(128),
  terms_of_service_adult: versionParam(CONSENT_VERSIONS.terms_of_service_adult),
  terms_of_service_minor: versionParam(CONSENT_VERSIONS.terms_of_service_minor),
}));

export const consentPrivacyParam = lazySchema(() => ({ privacy_policy: versionParam(CONSENT_VERSIONS.privacy_policy) }));

export const consentResponse = lazySchema(() => z.object({ code: z.literal(0), account: accountSchema }));

import {
  ageGroupOf,
  ageInYears,
  CONSENT_VERSIONS,
  checkSignupPassword,
  PASSWORD_PROBLEM_MESSAGES,
  RESPONSE_CODES,
  requiredConsents,
} from '@ciao/shared/contracts';
import type { Consents } from '../../auth/account-gate';
import { ApiFailure } from '../../http/api-failure';

/** docs/product-rules.md §5: full-width ASCII becomes half-width (and half-width katakana full-width): NFKC does both. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').trim();
}

// docs/product-rules.md §5 leaves email format open: one @, a local part without spaces, a dotted domain of
// letters, digits and hyphens. Deliverability is what the confirmation link proves.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function assertValidEmail(email: string): void {
  if (!EMAIL.test(email)) throw new ApiFailure(RESPONSE_CODES.INVALID_EMAIL, 'invalid email');
}

export function assertValidPassword(password: string): void {
  const problem = checkSignupPassword(password);
  if (problem) throw new ApiFailure(RESPONSE_CODES.INVALID_PASSWORD, PASSWORD_PROBLEM_MESSAGES[problem], { reason: problem });
}

/** Nobody using the service is older than this; an earlier year is a mistyped birthday. */
const MAX_AGE = 120;

/**
 * docs/product-rules.md §1 and §6: under 13 is refused (1001 with data { reason: 'age_under_13' }, nothing
 * stored); 13-15 must tick the minor terms; 16+ the adult terms and the privacy policy (2019).
 * Returns the consent versions to record.
 */
export function signupConsents(birthday: string, now: Date, agreeTerms: boolean, agreePrivacy: boolean): Consents {
  const age = ageInYears(birthday, now);
  if (age > MAX_AGE) throw new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, 'invalid birthday', { reason: 'birthday_out_of_range' });
  const group = ageGroupOf(age);
  if (group === 'refused') throw new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, 'under 13 cannot sign up', { reason: 'age_under_13' });
  const ticked = { terms_of_service_adult: agreeTerms, terms_of_service_minor: agreeTerms, privacy_policy: agreePrivacy };
  const required = requiredConsents(group);
  const missing = required.filter((name) => !ticked[name]);
  if (missing.length > 0) throw new ApiFailure(RESPONSE_CODES.TERMS_INCOMPLETE, 'Agreement to terms is incomplete', { missing });
  const consents: Consents = { terms_of_service_adult: null, terms_of_service_minor: null, privacy_policy: null };
  for (const name of required) consents[name] = CONSENT_VERSIONS[name];
  return consents;
}

import {
  ageGroupOf,
  ageInYears,
  CONSENT_VERSIONS,
  type AgeGroup,
  type ConsentName,
  RESPONSE_CODES,
  requiredConsents,
} from '@ciao/shared/contracts';
import { ApiFailure } from '../http/api-failure';

export type AccountStatus = 'active' | 'not_active' | 'unregistered' | 'resigned' | 'banned' | 'email_resigned';

export type Consents = Record<ConsentName, number | null>;

/** docs/product-rules.md §6 and §8: why each state other than 'active' cannot log in. */
const STATUS_FAILURES: Record<Exclude<AccountStatus, 'active'>, [number, string]> = {
  not_active: [RESPONSE_CODES.ACCOUNT_NOT_ACTIVE, 'account not active'],
  unregistered: [RESPONSE_CODES.UNREGISTERED, 'account unregistered'],
  resigned: [RESPONSE_CODES.RESIGNED, 'account resigned'],
  banned: [RESPONSE_CODES.BANNED, 'account banned'],
  email_resigned: [RESPONSE_CODES.EMAIL_RESIGNED, 'email resigned'],
};

export function assertActive(status: AccountStatus): void {
  if (status === 'active') return;
  const [code, message] = STATUS_FAILURES[status];
  throw new ApiFailure(code, message);
}

/** docs/product-rules.md §1: 13 and over may log in; the login failure code for the under-13s stays 2002. */
export function loginAgeGroup(birthday: string, now: Date): Exclude<AgeGroup, 'refused'> {
  const group = ageGroupOf(ageInYears(birthday, now));
  if (group === 'refused') throw new ApiFailure(RESPONSE_CODES.LOGIN_FAILED, 'login failed');
  return group;
}

/** The consents this age group still lacks: never agreed, or agreed to an older version. */
export function missingConsents(consents: Consents, group: Exclude<AgeGroup, 'refused'>): ConsentName[] {
  return requiredConsents(group).filter((name) => (consents[name] ?? 0) < CONSENT_VERSIONS[name]);
}

export function assertConsentsComplete(consents: Consents, group: Exclude<AgeGroup, 'refused'>): void {
  const missing = missingConsents(consents, group);
  if (missing.length > 0) {
    throw new ApiFailure(RESPONSE_CODES.TERMS_INCOMPLETE, 'Agreement to terms is incomplete', { missing });
  }
}

/**
 * docs/product-rules.md §1, §6 and §9: ages and consents, shared by the server (which enforces them) and the
 * sign-up and consent screens (which explain them).
 */
export const MINOR_MIN_AGE = 13;
export const ADULT_MIN_AGE = 16;

/** docs/product-rules.md §9: a sign-up confirmation link works for 24 hours. */
export const SIGNUP_LINK_LIFETIME_MS = 24 * 3_600_000;

/** docs/product-rules.md §6: at most this many live sessions (devices) per account; one more login answers 2003. */
export const DEVICE_CONNECTION_LIMIT = 5;

/**
 * The current version of each consent document (docs/product-rules.md §3's local storage keys, default 1).
 * A reader who agreed to an older version must agree again.
 */
export const CONSENT_VERSIONS = {
  terms_of_service_adult: 1,
  terms_of_service_minor: 1,
  privacy_policy: 1,
} as const;
export type ConsentName = keyof typeof CONSENT_VERSIONS;

export type AgeGroup = 'refused' | 'minor' | 'adult';

/** Whole years between a YYYY-MM birthday and `now`, counting months in UTC+9 (the configured offset). */
export function ageInYears(birthday: string, now: Date, offsetHours = 9): number {
  const [year = Number.NaN, month = Number.NaN] = birthday.split('-').map(Number);
  const local = new Date(now.getTime() + offsetHours * 3_600_000);
  const months = (local.getUTCFullYear() - year) * 12 + (local.getUTCMonth() + 1 - month);
  return Math.floor(months / 12);
}

export function ageGroupOf(age: number): AgeGroup {
  if (age < MINOR_MIN_AGE) return 'refused';
  return age < ADULT_MIN_AGE ? 'minor' : 'adult';
}

/** docs/product-rules.md §6: what a reader of each age group must have agreed to. */
export function requiredConsents(group: Exclude<AgeGroup, 'refused'>): readonly ConsentName[] {
  return group === 'adult' ? ['terms_of_service_adult', 'privacy_policy'] : ['terms_of_service_minor'];
}

/** Password-reset and email-change links work for 24 hours, like the sign-up link (docs/product-rules.md §9). */
export const CREDENTIAL_LINK_LIFETIME_MS = 24 * 3_600_000;

/** At most this many password-reset (or email-change) mails per address per hour; one more answers 1103. */
export const CREDENTIAL_MAILS_PER_HOUR = 3;

/** Why a mailed password-reset or email-change link answered 2017. */
export type CredentialLinkProblem = 'expired' | 'used';

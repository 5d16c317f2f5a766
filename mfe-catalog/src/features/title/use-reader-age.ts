import { ageInYears, localeTimeOffsetFromUtc, useSession } from '@ciao/shared';

/**
 * The reader's age in whole years (docs/product-rules.md §4): from the logged-in account's birthday, else the
 * birthday the age gate stored; 0 when neither can be read, so a restricted title stays
 * restricted for an unknown age.
 */
export function useReaderAge(now: Date = new Date()): number {
  const birthday = useSession((state) => state.account?.birthday ?? state.birthday);
  const age = ageInYears(birthday, now, localeTimeOffsetFromUtc());
  return Number.isFinite(age) && age > 0 ? age : 0;
}

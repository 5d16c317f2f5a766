import { ageGroupOf, ageInYears, localeTimeOffsetFromUtc, type AgeGroup } from '@ciao/shared';

/** docs/product-rules.md §1: the reader's age group from a YYYY-MM birthday, counted like the server counts it (configured offset). */
export function ageGroupOfBirthday(birthday: string, now: Date = new Date()): AgeGroup {
  return ageGroupOf(ageInYears(birthday, now, localeTimeOffsetFromUtc()));
}

/** The birth years offered, newest first: this year back to 100 years ago. */
export function birthYears(now: Date = new Date()): number[] {
  const thisYear = now.getFullYear();
  return Array.from({ length: 101 }, (_unused, index) => thisYear - index);
}

/** YYYY-MM from the two selects' values. */
export function birthdayOf(year: string, month: string): string {
  return `${year}-${month.padStart(2, '0')}`;
}

/** Router state the age gate hands to the form: the form is only for a reader who passed it. */
export interface AgeGateState {
  fromAgeGate: true;
}

export function passedAgeGate(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<AgeGateState>).fromAgeGate === true;
}

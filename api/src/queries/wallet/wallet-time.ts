import { formatApiDateTime } from '../api-date-time';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** docs/product-rules.md §4/§9: a wait-to-be-free ticket recharges 23 hours after its use. */
export const WAIT_FREE_RECHARGE_MS = 23 * HOUR_MS;
/** docs/product-rules.md §4/§9: a rental (by either ticket) lasts 72 hours. */
export const RENTAL_MS = 72 * HOUR_MS;
/** docs/product-rules.md §4: login-bonus days start at 04:00 in the configured offset. */
const BONUS_DAY_START_MS = 4 * HOUR_MS;
/** The configured offset from UTC (+9), as api-date-time.ts writes dates. */
const OFFSET_MS = 9 * HOUR_MS;

export function addMs(at: Date, ms: number): Date {
  return new Date(at.getTime() + ms);
}

/** The login-bonus day `now` belongs to, as YYYY-MM-DD: before 04:00 local it is still the day before. */
export function bonusDayOf(now: Date): string {
  return formatApiDateTime(new Date(now.getTime() - BONUS_DAY_START_MS)).slice(0, 10);
}

/** The next instant a new bonus day starts (04:00 local). */
export function nextBonusDayStart(now: Date): Date {
  const day = bonusDayOf(now);
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS + BONUS_DAY_START_MS + DAY_MS);
}

/**
 * Grant instants of a monthly plan: 00:00 local on `grantDay` of each month, after `from`
 * and up to `now`, the latest `max` of them, each with its period 'YYYY-MM'.
 */
export function monthlyGrants(from: Date, now: Date, grantDay: number, max = 12): { period: string; at: Date }[] {
  const local = new Date(now.getTime() + OFFSET_MS);
  const grants: { period: string; at: Date }[] = [];
  for (let back = 0; back < max; back += 1) {
    const year = local.getUTCFullYear();
    const month = local.getUTCMonth() - back;
    const at = new Date(Date.UTC(year, month, grantDay) - OFFSET_MS);
    if (at.getTime() > now.getTime()) continue;
    if (at.getTime() <= from.getTime()) break;
    grants.unshift({ period: formatApiDateTime(at).slice(0, 7), at });
  }
  return grants;
}

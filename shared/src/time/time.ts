import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(utc);
dayjs.extend(customParseFormat);

/** docs/product-rules.md §9: dates use the configured offset from UTC (Japan: +9 hours). */
let offsetHours = 9;

export function setLocaleTimeOffsetFromUtc(hours: number): void {
  if (!Number.isFinite(hours) || hours < -12 || hours > 14) throw new RangeError(`invalid UTC offset: ${hours}`);
  offsetHours = hours;
}

export function localeTimeOffsetFromUtc(): number {
  return offsetHours;
}

export const API_DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/**
 * docs/product-rules.md §5: API dates must match YYYY-MM-DDTHH:mm:ss exactly (read in the configured
 * offset); anything else is an 'unexpected format exception'.
 */
export function parseApiDateTime(text: string): Dayjs {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text)) throw new Error(`unexpected format exception: ${text}`);
  const parsed = dayjs.utc(text, API_DATE_TIME_FORMAT, true);
  if (!parsed.isValid()) throw new Error(`unexpected format exception: ${text}`);
  return parsed.subtract(offsetHours, 'hour').utcOffset(offsetHours * 60);
}

/**
 * The instant in the configured offset. Goes through the epoch value: dayjs shifts a
 * Dayjs that already carries an offset (a parseApiDateTime result) a second time.
 */
function inConfiguredOffset(at: Date | number | Dayjs): Dayjs {
  return dayjs.utc(dayjs.isDayjs(at) ? at.valueOf() : at).utcOffset(offsetHours * 60);
}

/** An instant as the API writes it, in the configured offset. */
export function formatApiDateTime(at: Date | number | Dayjs): string {
  return inConfiguredOffset(at).format(API_DATE_TIME_FORMAT);
}

/** docs/product-rules.md §9 display format: YYYY.MM.DD in the configured offset. */
export function formatDisplayDate(at: Date | number | Dayjs): string {
  return inConfiguredOffset(at).format('YYYY.MM.DD');
}

/** YYYY/MM/DD, as the my-page popup shows subscription dates (docs/product-rules.md §4). */
export function formatSlashDate(at: Date | number | Dayjs): string {
  return inConfiguredOffset(at).format('YYYY/MM/DD');
}

export { dayjs };

/** docs/product-rules.md §4: a bonus day starts at 04:00 in the configured offset. */
export const BONUS_DAY_START_HOUR = 4;

/**
 * The next 04:00 (configured offset) after `now`: before 04:00 it is today's, from 04:00 on
 * tomorrow's (docs/product-rules.md §4, the login bonus's next check).
 */
export function nextBonusDayStart(now: number): number {
  const local = inConfiguredOffset(now);
  const todayStart = local.hour(BONUS_DAY_START_HOUR).minute(0).second(0).millisecond(0);
  return (local.isBefore(todayStart) ? todayStart : todayStart.add(1, 'day')).valueOf();
}

/** YYYY-MM-DD in the configured offset: the day of a once-a-day check (docs/product-rules.md §4 ticket expiry). */
export function formatIsoDate(at: Date | number | Dayjs): string {
  return inConfiguredOffset(at).format('YYYY-MM-DD');
}

import { WEEKLY_KEYS, localeTimeOffsetFromUtc } from '@ciao/shared';

export type SeriesTab = (typeof WEEKLY_KEYS)[number];

/** Monday to Sunday as `/title/weekly` names them. */
const DAYS = WEEKLY_KEYS.slice(0, 7);

/** Today's weekday in the configured offset (docs/product-rules.md §9: Japan, +9 hours), not the device's. */
export function todayKey(now: number = Date.now()): SeriesTab {
  const day = new Date(now + localeTimeOffsetFromUtc() * 3_600_000).getUTCDay(); // 0 = Sunday
  return DAYS[(day + 6) % 7] as SeriesTab;
}

/** The tabs in order: the seven days starting with today, then finished, one-shot, magazine. */
export function seriesTabs(today: SeriesTab): SeriesTab[] {
  const start = DAYS.indexOf(today);
  return [...DAYS.slice(start), ...DAYS.slice(0, start), ...WEEKLY_KEYS.slice(7)];
}

export function isSeriesTab(value: string | null): value is SeriesTab {
  return WEEKLY_KEYS.some((key) => key === value);
}

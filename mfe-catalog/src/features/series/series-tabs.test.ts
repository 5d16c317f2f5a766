import { seriesTabs, todayKey } from '../common/series-tabs';

test("takes today's weekday in Japan time, not the device's", () => {
  // Sunday 2026-11-22 20:00 UTC is Monday 05:00 in Japan.
  expect(todayKey(Date.UTC(2026, 10, 22, 20))).toBe('monday');
  expect(todayKey(Date.UTC(2026, 10, 22, 10))).toBe('sunday');
  expect(todayKey(Date.UTC(2026, 10, 27, 3))).toBe('friday');
});

test("puts today's weekday first, the other days after it, then finished, one-shot and magazine", () => {
  expect(seriesTabs('friday')).toEqual([
    'friday',
    'saturday',
    'sunday',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'finished',
    'oneshot',
    'magazine',
  ]);
  expect(seriesTabs('monday')[0]).toBe('monday');
});

/** @jest-environment node */
import {
  formatApiDateTime,
  formatDisplayDate,
  formatSlashDate,
  localeTimeOffsetFromUtc,
  nextBonusDayStart,
  parseApiDateTime,
  setLocaleTimeOffsetFromUtc,
} from './time';

afterEach(() => {
  setLocaleTimeOffsetFromUtc(9);
});

describe('parseApiDateTime', () => {
  it('reads YYYY-MM-DDTHH:mm:ss in the configured offset (Japan, +9)', () => {
    expect(parseApiDateTime('2026-01-01T09:00:00').valueOf()).toBe(Date.UTC(2026, 0, 1, 0, 0, 0));
    expect(parseApiDateTime('2026-01-01T09:00:00').utcOffset()).toBe(9 * 60);
  });

  it('follows a changed offset', () => {
    setLocaleTimeOffsetFromUtc(-5);
    expect(parseApiDateTime('2026-03-10T12:30:15').valueOf()).toBe(Date.UTC(2026, 2, 10, 17, 30, 15));
  });

  it('accepts a leap day', () => {
    expect(parseApiDateTime('2024-02-29T23:59:59').valueOf()).toBe(Date.UTC(2024, 1, 29, 14, 59, 59));
  });

  it.each([
    '2026-1-01T00:00:00',
    '2026-02-30T00:00:00',
    '2025-02-29T00:00:00',
    '2026-13-01T00:00:00',
    '2026-01-01T24:00:00',
    '2026-01-01T00:60:00',
    '2026-01-01T00:00:00Z',
    '2026-01-01T00:00:00+09:00',
    '2026-01-01T00:00:00.000',
    '2026-01-01 00:00:00',
    '2026-01-01',
    '',
  ])('rejects %p with the unexpected format exception', (text) => {
    expect(() => parseApiDateTime(text)).toThrow(`unexpected format exception: ${text}`);
  });
});

describe('formatApiDateTime', () => {
  it('writes an instant as the API does and reads back to the same instant', () => {
    const at = Date.UTC(2026, 5, 30, 15, 4, 5);
    expect(formatApiDateTime(at)).toBe('2026-07-01T00:04:05');
    expect(parseApiDateTime(formatApiDateTime(at)).valueOf()).toBe(at);
    expect(formatApiDateTime(parseApiDateTime('2026-07-01T00:04:05'))).toBe('2026-07-01T00:04:05');
  });
});

describe('formatDisplayDate', () => {
  const lateEveningUtc = new Date('2026-01-01T20:00:00Z');

  it('shows YYYY.MM.DD in the configured offset: 20:00 UTC is the next day in Japan', () => {
    expect(formatDisplayDate(lateEveningUtc)).toBe('2026.01.02');
  });

  it('shows the UTC day at offset 0', () => {
    setLocaleTimeOffsetFromUtc(0);
    expect(formatDisplayDate(lateEveningUtc.getTime())).toBe('2026.01.01');
  });

  it.each(['2026-04-01T00:00:00', '2026-04-01T08:59:59', '2026-04-01T23:59:59'])(
    'formats the parsed API date %p as the day the API wrote',
    (text) => {
      expect(formatDisplayDate(parseApiDateTime(text))).toBe('2026.04.01');
    },
  );
});

describe('formatSlashDate', () => {
  it('shows YYYY/MM/DD in the configured offset', () => {
    expect(formatSlashDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027/01/01');
    expect(formatSlashDate(new Date('2026-12-31T14:59:59Z'))).toBe('2026/12/31');
  });

  it('formats a parsed API date as the day the API wrote', () => {
    expect(formatSlashDate(parseApiDateTime('2026-12-31T23:00:00'))).toBe('2026/12/31');
  });
});

describe('setLocaleTimeOffsetFromUtc', () => {
  it.each([15, -13, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p and keeps the current offset', (hours) => {
    expect(() => setLocaleTimeOffsetFromUtc(hours)).toThrow(RangeError);
    expect(localeTimeOffsetFromUtc()).toBe(9);
  });
});

describe('nextBonusDayStart', () => {
  // 04:00 in Japan (+9) is 19:00 UTC of the day before.
  it("before 04:00 is today's 04:00", () => {
    expect(nextBonusDayStart(Date.UTC(2026, 0, 1, 18, 59, 59))).toBe(Date.UTC(2026, 0, 1, 19, 0, 0));
  });

  it("from 04:00 on is tomorrow's 04:00", () => {
    expect(nextBonusDayStart(Date.UTC(2026, 0, 1, 19, 0, 0))).toBe(Date.UTC(2026, 0, 2, 19, 0, 0));
    expect(nextBonusDayStart(Date.UTC(2026, 0, 2, 3, 0, 0))).toBe(Date.UTC(2026, 0, 2, 19, 0, 0));
  });

  it('follows a changed offset', () => {
    setLocaleTimeOffsetFromUtc(0);
    expect(nextBonusDayStart(Date.UTC(2026, 0, 1, 5, 0, 0))).toBe(Date.UTC(2026, 0, 2, 4, 0, 0));
  });
});

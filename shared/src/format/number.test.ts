import { formatNumber } from './number';

// What the screens show: the site's two languages group digits the same way.
const LOCALES = ['ja', 'en'];
const VALUES = [
  '0 -0 1 -1 7 12 999 1000 -1000 1234 12345 123456 1234567 -9876543 1e9 9007199254740991 1e21 1.5e22',
  '0.1 0.5 0.125 0.1234 0.0004 0.0005 -0.0004 1.005 2.345 999.9995 0.9995 1234.5678 9999999.9999 2.5e-7 1e-7',
  '123456789.123456 NaN Infinity -Infinity',
]
  .join(' ')
  .split(' ')
  .map(Number);

test('writes every value as toLocaleString does in Japanese and English (computed here: a drift fails)', () => {
  for (const locale of LOCALES) {
    for (const value of VALUES) {
      expect([value, formatNumber(value)]).toEqual([value, value.toLocaleString(locale)]);
    }
  }
});

test('with fraction digits, writes what Intl.NumberFormat writes (rounding half away from zero on the shortest decimal)', () => {
  for (const digits of [0, 1, 2]) {
    const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    const intl = new Intl.NumberFormat('en', options);
    for (const value of [...VALUES, 2.36, 550, 0.005, 0.015, 1.045, -3.1, 9.995, 99.5, 1234567.5]) {
      expect([value, digits, formatNumber(value, options)]).toEqual([value, digits, intl.format(value)]);
    }
  }
});

test('groups by three, keeps the sign, and rounds to three fraction digits by default', () => {
  expect(formatNumber(1234567)).toBe('1,234,567');
  expect(formatNumber(-1200)).toBe('-1,200');
  expect(formatNumber(999)).toBe('999');
  expect(formatNumber(1234.5)).toBe('1,234.5');
  expect(formatNumber(0.12345)).toBe('0.123');
  expect(formatNumber(999.9999)).toBe('1,000');
  expect(formatNumber(2.5, { minimumFractionDigits: 2 })).toBe('2.50');
});

import { formatMoney } from './money';

const AMOUNTS = ['0', '0.99', '2.36', '2.99', '9.99', '550', '1200', '1234567.5', '0.005', '2.345', '-3.1', '100000'];

test('a price reads as Intl.NumberFormat writes it: currency names in Japanese, narrow symbols in English (computed here: a drift fails)', () => {
  for (const currency of ['USD', 'JPY'] as const) {
    const ja = new Intl.NumberFormat('ja', { style: 'currency', currency, currencyDisplay: 'name' });
    const en = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    for (const amount of AMOUNTS) {
      expect([amount, formatMoney(amount, currency, true)]).toEqual([amount, ja.format(Number(amount))]);
      expect([amount, formatMoney(amount, currency, false)]).toEqual([amount, en.format(Number(amount))]);
    }
  }
});

test('the prices the products carry', () => {
  expect(formatMoney('2.36', 'USD', true)).toBe('2.36米ドル');
  expect(formatMoney('550', 'JPY', true)).toBe('550円');
  expect(formatMoney('2.36', 'USD', false)).toBe('$2.36');
  expect(formatMoney('550', 'JPY', false)).toBe('¥550');
  expect(formatMoney('1200', 'JPY', false)).toBe('¥1,200');
});

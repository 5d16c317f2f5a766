import { formatNumber, useTranslation } from '@ciao/shared';

/**
 * Each currency as a price shows it: its digits after the point (as ISO 4217 has them), its name
 * after the number in Japanese, its symbol before it in English.
 */
const CURRENCIES = {
  USD: { digits: 2, name: '米ドル', symbol: '$' },
  JPY: { digits: 0, name: '円', symbol: '¥' },
} as const;

/**
 * Formats what the server priced (a decimal string, never a float in the data) for display
 * in the reader's language. Each product keeps the currency the product prices it in (points and
 * the monthly plan in US dollars, the magazine subscription 550 yen: docs/product-rules.md §1 and §9), and every
 * price says which: in Japanese by the currency's name, as a Japanese price reads ('2.36米ドル',
 * '550円'; '$' and '￥' side by side read as the same money), in English by its symbol ('$2.36', '¥550').
 * The strings are Intl.NumberFormat's (style currency, currencyDisplay 'name' in Japanese,
 * 'narrowSymbol' in English; money.test.ts compares them), written without Intl: its first use
 * loads ICU's number data, tens of ms of main thread on a phone, when a purchase dialog opens.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const japanese = i18n.language === 'ja';
  return (amount: string, currency: 'USD' | 'JPY') => formatMoney(amount, currency, japanese);
}

export function formatMoney(amount: string, currency: 'USD' | 'JPY', japanese: boolean): string {
  const { digits, name, symbol } = CURRENCIES[currency];
  const number = formatNumber(Number(amount), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (japanese) return `${number}${name}`;
  // The sign comes before the symbol: '-$3.10'.
  return number.startsWith('-') ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
}

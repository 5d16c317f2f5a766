import { useTranslation } from '@ciao/shared';

/**
 * Formats what the server priced (a decimal string, never a float in the data) for display
 * in the reader's language. Each product keeps the currency the product prices it in (points and
 * the monthly plan in US dollars, the magazine subscription 550 yen: docs/product-rules.md §1 and §9), and every
 * price says which: in Japanese by the currency's name, as a Japanese price reads ('2.36米ドル',
 * '550円'; '$' and '￥' side by side read as the same money), in English by its symbol ('$2.36', '¥550').
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const display = i18n.language === 'ja' ? 'name' : 'narrowSymbol';
  return (amount: string, currency: 'USD' | 'JPY') =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency, currencyDisplay: display }).format(Number(amount));
}

/** Numbers with the reader's grouping (1,200). */
export function useNumber() {
  const { i18n } = useTranslation();
  return (value: number) => value.toLocaleString(i18n.language);
}

import { useTranslation } from '@ciao/shared';

/**
 * Formats what the server priced (a decimal string, never a float in the data) for display
 * in the reader's language: '$2.36', '￥550'.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amount: string, currency: 'USD' | 'JPY') =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(Number(amount));
}

/** Numbers with the reader's grouping (1,200). */
export function useNumber() {
  const { i18n } = useTranslation();
  return (value: number) => value.toLocaleString(i18n.language);
}

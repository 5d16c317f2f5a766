/** Minor units as the decimal string the contracts carry ('2.36' for 236 US cents, '550' yen): money is never a float. */
export function formatMoney(amountMinor: number, currency: 'USD' | 'JPY'): string {
  if (currency === 'JPY') return String(amountMinor);
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

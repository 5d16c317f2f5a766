/**
 * The payment host: coins are bought and their history is shown on the payment service's
 * own pages (spec 7), not in this app. One constant, so each environment changes one line.
 */
export const PAYMENT_HOST = 'https://pay.example.com';

/** Spec 9: this site's id on the payment host. */
export const SITE_ID = 3;

function paymentUrl(path: string): string {
  const url = new URL(path, PAYMENT_HOST);
  url.searchParams.set('site_id', String(SITE_ID));
  return url.toString();
}

export const PAYMENT_LINKS = {
  buyCoins: paymentUrl('/charge'),
  checkCoins: paymentUrl('/user/coin'),
} as const;

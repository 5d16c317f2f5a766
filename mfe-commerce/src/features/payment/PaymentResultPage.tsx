import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@ciao/shared/router';
import {
  formatNumber,
  type Checkout,
  buttonClassName,
  getAccountPoint,
  getPaymentCheckout,
  href,
  useApiQuery,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { useMoney } from '../common/money';
import styles from '../common/CommercePage.module.css';
import { CheckoutError } from '../common/checkout-refusal';
import { useItemName } from './item-name';

const CHECKOUT_ID = /^[0-9a-f]{32}$/;

/** Where each kind of purchase is made: the way back after paying for it, when no episode is remembered. */
const ITEM_PAGE: Record<Checkout['item_type'], string> = {
  point_pack: href('POINT_SHOP'),
  point_plan: href('MONTHLY_PLAN'),
  subscription: href('SUBSCRIPTION'),
};

/**
 * PAYMENT_RESULT (docs/product-rules.md §2: `?result=1` confirmed, `2` cancelled, with `&checkout_id=`). What
 * it says comes from the server's checkout, not from the address: a typed `result=1` grants
 * nothing and shows the checkout as it is. Then the way back (the episode the reader came
 * from, when the checkout remembers one; else the page where that kind of thing is bought).
 */
export function PaymentResultPage() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get('checkout_id') ?? '';
  const valid = CHECKOUT_ID.test(checkoutId);
  const checkout = useApiQuery(getPaymentCheckout, { checkout_id: checkoutId }, { enabled: valid, refetchOnMount: 'always' });

  return (
    <PageFrame width="narrow">
      <PageHeading look="marked">{t('payment.result.pageTitle')}</PageHeading>
      {!valid && (
        <div className={styles.panel}>
          <p className={styles.lead}>{t('payment.result.unknown')}</p>
          <Link className={styles.link} to={href('POINT_SHOP')}>
            {t('payment.result.toShop')}
          </Link>
        </div>
      )}
      {valid && checkout.isPending && <p role="status">{t('payment.loading')}</p>}
      {valid && checkout.isError && <CheckoutError error={checkout.error} onRetry={checkout.retry} />}
      {checkout.data && <CheckoutResult checkout={checkout.data.checkout} />}
    </PageFrame>
  );
}

function CheckoutResult({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const itemName = useItemName();
  const heading = useRef<HTMLHeadingElement>(null);
  // The cached balance is the one from before the payment: asked again, and shown only once answered.
  const balance = useApiQuery(getAccountPoint, {}, { enabled: checkout.status === 'confirmed', refetchOnMount: 'always' });
  const freshBalance = balance.isFetchedAfterMount ? balance.data : undefined;
  const backTo = checkout.return_path ?? ITEM_PAGE[checkout.item_type];
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={styles.panel}>
      <h2 ref={heading} tabIndex={-1} className={`${styles.subheading} ${styles.focusTarget}`}>
        {t(`payment.result.${checkout.status}`)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t(`payment.result.item.${checkout.status}`)}</dt>
          <dd>{itemName(checkout)}</dd>
        </div>
        <div>
          <dt>{t(`payment.result.amount.${checkout.status}`)}</dt>
          <dd>{money(checkout.amount, checkout.currency)}</dd>
        </div>
        {checkout.status === 'confirmed' && checkout.paid_point > 0 && (
          <div>
            <dt>{t('payment.result.granted')}</dt>
            <dd className={styles.strong}>{t('payment.points', { point: formatNumber(checkout.paid_point) })}</dd>
          </div>
        )}
        {freshBalance && (
          <div>
            <dt>{t('payment.result.balance')}</dt>
            <dd>{t('payment.points', { point: formatNumber(freshBalance.point.total) })}</dd>
          </div>
        )}
      </dl>
      {checkout.status === 'cancelled' && <p className={styles.note}>{t('payment.result.nothingCharged')}</p>}
      {checkout.status === 'confirmed' && checkout.item_type === 'point_plan' && (
        <p className={styles.lead}>{t('payment.result.planPresent')}</p>
      )}
      <div className={styles.actions}>
        {checkout.status === 'pending' && (
          <Link className={buttonClassName('primary', { block: true })} to={href('PAYMENT_SANDBOX', { checkoutId: checkout.checkout_id })}>
            {t('payment.result.toSandbox')}
          </Link>
        )}
        <Link className={buttonClassName(checkout.status === 'pending' ? 'secondary' : 'primary', { block: true })} to={backTo}>
          {checkout.return_path
            ? t('payment.result.back')
            : t(
                `payment.result.backTo.${checkout.status === 'confirmed' && checkout.item_type === 'point_plan' ? 'planPresent' : checkout.item_type}`,
              )}
        </Link>
        <Link className={buttonClassName('secondary', { block: true })} to={href('TOP')}>
          {t('payment.result.toTop')}
        </Link>
      </div>
    </div>
  );
}

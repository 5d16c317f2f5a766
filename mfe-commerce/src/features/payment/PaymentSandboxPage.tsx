import { useRef } from 'react';
import { Link, useNavigate } from '@ciao/shared/router';
import {
  Button,
  type Checkout,
  buttonClassName,
  getPaymentCheckout,
  href,
  paymentCheckoutCancel,
  paymentCheckoutConfirm,
  useApiMutation,
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

/** The result page of a settled checkout (docs/product-rules.md §2: result 1 confirmed, 2 cancelled). */
export function resultHref(checkout: Pick<Checkout, 'checkout_id' | 'result'>): string {
  return href('PAYMENT_RESULT', undefined, { result: String(checkout.result), checkout_id: checkout.checkout_id });
}

/**
 * PAYMENT_SANDBOX: the local stand-in of the card-payment host. The real service pays on
 * another site; here the reader confirms (result 1) or cancels (result 2) one checkout and
 * goes to the payment result page. No card is asked for and nothing is charged.
 */
export function PaymentSandboxPage({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const checkout = useApiQuery(getPaymentCheckout, { checkout_id: checkoutId }, { refetchOnMount: 'always' });

  return (
    <PageFrame width="narrow">
      <PageHeading look="marked">{t('payment.sandbox.heading')}</PageHeading>
      <p className={styles.sandboxBanner}>{t('payment.sandbox.banner')}</p>
      {checkout.isPending && <p role="status">{t('payment.loading')}</p>}
      {checkout.isError && <CheckoutError error={checkout.error} onRetry={checkout.retry} />}
      {checkout.data && <SandboxPayment checkout={checkout.data.checkout} />}
    </PageFrame>
  );
}

function SandboxPayment({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const itemName = useItemName();
  const navigate = useNavigate();
  const settling = useRef(false);
  const toResult = ({ checkout: settled }: { checkout: Checkout }) => navigate(resultHref(settled), { replace: true });
  const release = () => {
    settling.current = false;
  };
  const confirm = useApiMutation(paymentCheckoutConfirm, { onSuccess: toResult, onError: release });
  const cancel = useApiMutation(paymentCheckoutCancel, { onSuccess: toResult, onError: release });
  const busy = confirm.isPending || cancel.isPending;
  // One settlement per page: a double click (or pay then cancel) sends one call.
  const settle = (mutation: typeof confirm) => {
    if (settling.current) return;
    settling.current = true;
    mutation.mutate({ checkout_id: checkout.checkout_id });
  };
  const error = confirm.error ?? cancel.error;

  return (
    <div className={styles.panel}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('payment.sandbox.item')}</dt>
          <dd>{itemName(checkout)}</dd>
        </div>
        <div>
          <dt>{t('payment.sandbox.amount')}</dt>
          <dd className={styles.strong}>{money(checkout.amount, checkout.currency)}</dd>
        </div>
      </dl>
      {checkout.status === 'pending' ? (
        <>
          <p className={styles.note}>{t('payment.sandbox.how')}</p>
          {error && <CheckoutError error={error} />}
          <div className={styles.actions}>
            <Button block busy={confirm.isPending} busyLabel={t('payment.sandbox.paying')} disabled={busy} onClick={() => settle(confirm)}>
              {t('payment.sandbox.pay', { amount: money(checkout.amount, checkout.currency) })}
            </Button>
            <Button
              block
              variant="secondary"
              busy={cancel.isPending}
              busyLabel={t('payment.sandbox.cancelling')}
              disabled={busy}
              onClick={() => settle(cancel)}
            >
              {t('payment.sandbox.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={styles.lead}>{t(`payment.sandbox.already.${checkout.status}`)}</p>
          <Link className={buttonClassName('primary', { block: true })} to={resultHref(checkout)}>
            {t('payment.sandbox.toResult')}
          </Link>
        </>
      )}
    </div>
  );
}

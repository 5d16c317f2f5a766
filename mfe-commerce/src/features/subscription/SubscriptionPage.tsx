import { useState } from 'react';
import { Link, useSearchParams } from '@ciao/shared/router';
import {
  formatNumber,
  Button,
  ErrorState,
  STOP_CANCEL_REASON,
  Select,
  accountSubscriptionCancel,
  getAccountSubscription,
  href,
  subscriptionStatus,
  useApiMutation,
  useApiQuery,
  useTranslation,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { ReaderPage } from '../common/ReaderPage';
import { useMoney } from '../common/money';
import styles from '../common/CommercePage.module.css';
import { CheckoutError } from '../common/checkout-refusal';
import { safeReturnPath, useStartCheckout } from '../common/use-start-checkout';

/** Cancel reasons offered; 2 (docs/product-rules.md §4's stop reason) first and chosen by default. */
const CANCEL_REASONS = [STOP_CANCEL_REASON, 1, 3, 4, 5] as const;

/**
 * SUBSCRIPTION (/subscription, path ours): the magazine plan ciao1 (550 yen a month for 3
 * issues, 550 points at sign-up), what a subscriber gets, the reader's status
 * (/account/subscription), subscribing through the sandbox payment, and stopping billing with
 * a reason. `?return=` (a paywall's page) is where the payment result leads back to; the
 * latest magazine issue otherwise.
 */
export function SubscriptionPage() {
  const { t } = useTranslation(NAMESPACE);

  return (
    <ReaderPage heading={t('subscription.heading')} loginFirst={t('subscription.loginFirst')}>
      <Subscription />
    </ReaderPage>
  );
}

function Subscription() {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const [searchParams] = useSearchParams();
  const status = useApiQuery(getAccountSubscription, {}, { refetchOnMount: 'always' });
  const checkout = useStartCheckout(safeReturnPath(searchParams.get('return')) ?? href('MAGAZINE_LATEST'));

  if (status.isPending) return <p role="status">{t('payment.loading')}</p>;
  if (status.isError) return <ErrorState error={status.error} onRetry={status.retry} />;
  const { plan, subscription } = status.data;
  if (!plan) return <p className={styles.lead}>{t('subscription.none')}</p>;
  const state = subscriptionStatus(subscription);
  const fee = money(String(plan.monthly_fee_yen), 'JPY');

  return (
    <>
      <section className={styles.panel} aria-labelledby="subscription-plan">
        <h2 id="subscription-plan" className={styles.subheading}>
          {plan.plan_name}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('subscription.fee')}</dt>
            <dd className={styles.strong}>{t('subscription.perMonth', { price: fee })}</dd>
          </div>
          <div>
            <dt>{t('subscription.issues')}</dt>
            <dd>{t('subscription.issueCount', { count: plan.issue_count })}</dd>
          </div>
          <div>
            <dt>{t('subscription.signupPoints')}</dt>
            <dd>{t('payment.points', { point: formatNumber(plan.signup_point) })}</dd>
          </div>
        </dl>
        <h3 className={styles.subheading}>{t('subscription.gets')}</h3>
        <ul className={styles.lead}>
          <li>{t('subscription.getsIssues', { count: plan.issue_count })}</li>
          <li>{t('subscription.getsLimited')}</li>
          <li>{t('subscription.getsPoints', { count: plan.signup_point, point: formatNumber(plan.signup_point) })}</li>
        </ul>
        <Link className={styles.link} to={href('MAGAZINE_LATEST')}>
          {t('subscription.toMagazine')}
        </Link>
      </section>
      <section className={styles.panel} aria-labelledby="subscription-status">
        <h2 id="subscription-status" className={styles.subheading}>
          {t('subscription.status')}
        </h2>
        <p className={styles.lead}>
          {state.kind === 'subscribed' && t('subscription.subscribed', { date: state.renewsOn })}
          {state.kind === 'cancelled' &&
            t('subscription.cancelled', { date: state.cancelledOn, until: subscription?.expires_at?.slice(0, 10).replace(/-/g, '/') })}
          {(state.kind === 'not-subscribed' || state.kind === 'unknown') && t('subscription.notSubscribed')}
        </p>
        {state.kind === 'not-subscribed' && state.billingStopped && <p className={styles.note}>{t('popup.billingStopped')}</p>}
        {state.kind === 'subscribed' ? (
          <CancelForm />
        ) : (
          <>
            {checkout.error && <CheckoutError error={checkout.error} />}
            <Button block busy={checkout.busy} busyLabel={t('shop.opening')} onClick={() => checkout.start('subscription', plan.plan_id)}>
              {t('subscription.subscribe', { price: fee })}
            </Button>
          </>
        )}
      </section>
    </>
  );
}

function CancelForm() {
  const { t } = useTranslation(NAMESPACE);
  const [reason, setReason] = useState<string>(String(STOP_CANCEL_REASON));
  const cancel = useApiMutation(accountSubscriptionCancel);
  return (
    <form
      className={styles.actions}
      onSubmit={(event) => {
        event.preventDefault();
        if (!cancel.isPending) cancel.mutate({ reason: Number(reason) });
      }}
    >
      <p className={styles.note}>{t('subscription.cancelHow')}</p>
      <Select
        label={t('subscription.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        options={CANCEL_REASONS.map((value) => ({ value: String(value), label: t(`subscription.reasons.${value}`) }))}
      />
      {cancel.error && <CheckoutError error={cancel.error} />}
      <Button type="submit" variant="secondary" block busy={cancel.isPending} busyLabel={t('subscription.cancelling')}>
        {t('subscription.cancel')}
      </Button>
    </form>
  );
}

import {
  formatNumber,
  Button,
  ErrorState,
  formatDisplayDate,
  getAccountSubscription,
  parseApiDateTime,
  pointPackList,
  pointPresent,
  useApiMutation,
  useApiQuery,
  useTranslation,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { ReaderPage } from '../common/ReaderPage';
import { useMoney } from '../common/money';
import styles from '../common/CommercePage.module.css';
import { CheckoutError } from '../common/checkout-refusal';
import { useStartCheckout } from '../common/use-start-checkout';

/**
 * MONTHLY_PLAN: the monthly points plan (docs/product-rules.md §9: 300 paid + 30 bonus points for 2.36 USD,
 * granted on the 1st). Joining goes through the sandbox payment; the month's points then wait
 * as a present, received here with POST /point/present (each present once, by the server).
 */
export function MonthlyPlanPage() {
  const { t } = useTranslation(NAMESPACE);

  return (
    <ReaderPage heading={t('plan.heading')} loginFirst={t('plan.loginFirst')}>
      <MonthlyPlan />
    </ReaderPage>
  );
}

function MonthlyPlan() {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const offer = useApiQuery(pointPackList, {});
  const status = useApiQuery(getAccountSubscription, {});
  const checkout = useStartCheckout();
  const receive = useApiMutation(pointPresent);
  const plan = offer.data?.monthly_point_plan;
  const joined = status.data?.plan?.monthly_point_plan ?? null;

  if (offer.isPending || status.isPending) return <p role="status">{t('payment.loading')}</p>;
  if (offer.isError) return <ErrorState error={offer.error} onRetry={offer.retry} />;
  if (status.isError) return <ErrorState error={status.error} onRetry={status.retry} />;
  if (!plan) return <p className={styles.lead}>{t('plan.none')}</p>;

  return (
    <>
      <section className={styles.panel} aria-labelledby="plan-name">
        <h2 id="plan-name" className={styles.subheading}>
          {plan.plan_name}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('plan.fee')}</dt>
            <dd className={styles.strong}>{t('plan.perMonth', { price: money(plan.monthly_fee_usd, 'USD') })}</dd>
          </div>
          <div>
            <dt>{t('plan.paid')}</dt>
            <dd>{t('payment.points', { point: formatNumber(plan.paid_point) })}</dd>
          </div>
          <div>
            <dt>{t('plan.bonus')}</dt>
            <dd>{t('payment.points', { point: formatNumber(plan.bonus_free_point) })}</dd>
          </div>
          <div>
            <dt>{t('plan.when')}</dt>
            <dd>{t('plan.day', { day: plan.grant_day })}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t('plan.bonusExpiry', { count: plan.bonus_expire_days, days: plan.bonus_expire_days })}</p>
        {joined ? (
          <p className={styles.lead}>
            {joined.next_grant_at
              ? t('plan.joined', { date: formatDisplayDate(parseApiDateTime(joined.next_grant_at)) })
              : t('plan.joinedNoDate')}
          </p>
        ) : (
          <>
            {checkout.error && <CheckoutError error={checkout.error} />}
            <Button block busy={checkout.busy} busyLabel={t('shop.opening')} onClick={() => checkout.start('point_plan', plan.plan_id)}>
              {t('plan.join', { price: money(plan.monthly_fee_usd, 'USD') })}
            </Button>
          </>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="plan-presents">
        <h2 id="plan-presents" className={styles.subheading}>
          {t('plan.presents')}
        </h2>
        <p className={styles.note}>{t('plan.presentsHow')}</p>
        {receive.data && (
          <p className={styles.lead} role="status">
            {receive.data.present_list.length === 0
              ? t('plan.nothingWaiting')
              : t('plan.received', {
                  paid: formatNumber(receive.data.present_list.reduce((sum, present) => sum + present.paid_point, 0)),
                  free: formatNumber(receive.data.present_list.reduce((sum, present) => sum + present.free_point, 0)),
                  total: formatNumber(receive.data.point.total),
                })}
          </p>
        )}
        {receive.error && <ErrorState compact error={receive.error} />}
        <Button
          variant="secondary"
          block
          busy={receive.isPending}
          busyLabel={t('plan.receiving')}
          onClick={() => !receive.isPending && receive.mutate({})}
        >
          {t('plan.receive')}
        </Button>
      </section>
    </>
  );
}

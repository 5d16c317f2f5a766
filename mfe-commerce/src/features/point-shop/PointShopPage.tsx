import { Link, useSearchParams } from '@ciao/shared/router';
import { formatNumber, Button, ErrorState, getAccountPoint, href, pointPackList, useApiQuery, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { ReaderPage } from '../common/ReaderPage';
import { useMoney } from '../common/money';
import styles from '../common/CommercePage.module.css';
import { CheckoutError } from '../common/checkout-refusal';
import { safeReturnPath, useStartCheckout } from '../common/use-start-checkout';

/**
 * POINT_SHOP: point packs priced in USD (the server's prices), each bought through the
 * sandbox card payment. `?return=` (a path of this site, e.g. the episode the purchase
 * dialog was opened on) is where the result page leads back to.
 */
export function PointShopPage() {
  const { t } = useTranslation(NAMESPACE);

  return (
    <ReaderPage heading={t('shop.heading')} loginFirst={t('shop.loginFirst')}>
      <PointShop />
    </ReaderPage>
  );
}

function PointShop() {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('return'));
  const packs = useApiQuery(pointPackList, {});
  const balance = useApiQuery(getAccountPoint, {});
  const checkout = useStartCheckout(returnPath);

  return (
    <>
      <div className={styles.panel}>
        {balance.data && (
          <dl className={styles.facts}>
            <div>
              <dt>{t('shop.balance')}</dt>
              <dd className={styles.strong}>{t('payment.points', { point: formatNumber(balance.data.point.total) })}</dd>
            </div>
          </dl>
        )}
        {returnPath && <p className={styles.lead}>{t('shop.returns')}</p>}
        <p className={styles.note}>{t('shop.paidPoints')}</p>
      </div>
      <section className={styles.panel} aria-labelledby="shop-packs">
        <h2 id="shop-packs" className={styles.subheading}>
          {t('shop.packs')}
        </h2>
        {packs.isPending && <p role="status">{t('payment.loading')}</p>}
        {packs.isError && <ErrorState compact error={packs.error} onRetry={packs.retry} />}
        {checkout.error && <CheckoutError error={checkout.error} />}
        {packs.data && (
          <ul className={styles.list}>
            {packs.data.point_pack_list.map((pack) => {
              const point = t('payment.points', { point: formatNumber(pack.paid_point) });
              const price = money(pack.price_usd, 'USD');
              return (
                <li key={pack.pack_id} className={styles.row}>
                  <span className={styles.rowMain}>
                    <strong className={styles.strong}>{point}</strong>
                    <span>{price}</span>
                  </span>
                  <Button
                    aria-label={t('shop.buyLabel', { point, price })}
                    busy={checkout.pendingItem === pack.pack_id}
                    busyLabel={t('shop.opening')}
                    disabled={checkout.busy}
                    onClick={() => checkout.start('point_pack', pack.pack_id)}
                  >
                    {t('shop.buy')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {packs.data?.monthly_point_plan && (
        <section className={styles.panel} aria-labelledby="shop-plan">
          <h2 id="shop-plan" className={styles.subheading}>
            {packs.data.monthly_point_plan.plan_name}
          </h2>
          <p className={styles.lead}>
            {t('plan.summary', {
              paid: formatNumber(packs.data.monthly_point_plan.paid_point),
              bonus: formatNumber(packs.data.monthly_point_plan.bonus_free_point),
              price: money(packs.data.monthly_point_plan.monthly_fee_usd, 'USD'),
              day: packs.data.monthly_point_plan.grant_day,
            })}
          </p>
          <Link className={styles.link} to={href('MONTHLY_PLAN')}>
            {t('shop.toPlan')}
          </Link>
        </section>
      )}
    </>
  );
}

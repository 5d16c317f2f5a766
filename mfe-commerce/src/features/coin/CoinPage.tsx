import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingIndicator, getAccountPoint, href, useApiQuery, useDocumentTitle, useSession } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { LoginFirst } from '../common/LoginFirst';
import { useNumber } from '../common/money';
import styles from '../common/CommercePage.module.css';

/** Anchor of the "buying coins" section, the target of the popup's buy-coins link. */
export const COIN_CHARGE_ANCHOR = 'charge';

/**
 * COIN: local stand-in of the payment host's /user/coin (spec 7): the coin balance
 * (/account/point), and what buying coins means here (this site does not sell coins).
 */
export function CoinPage() {
  const { t } = useTranslation(NAMESPACE);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  useDocumentTitle(t('coin.heading'));
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('coin.heading')}</h1>
      {isLoggedIn ? <CoinBalance /> : <LoginFirst message={t('coin.loginFirst')} action={t('history.login')} />}
    </main>
  );
}

function CoinBalance() {
  const { t } = useTranslation(NAMESPACE);
  const number = useNumber();
  const point = useApiQuery(getAccountPoint, {}, { refetchOnMount: 'always' });
  return (
    <>
      <LoadingIndicator loading={point.isPending} label={t('history.loading')} showLabel />
      {point.isError && <ErrorState error={point.error} onRetry={point.retry} />}
      {point.data && (
        <div className={styles.panel}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('coin.balance')}</dt>
              <dd className={styles.strong}>{t('coin.amount', { coin: number(point.data.coin) })}</dd>
            </div>
          </dl>
          <Link className={styles.link} to={href('COIN_HISTORY')}>
            {t('coin.toHistory')}
          </Link>
        </div>
      )}
      <section id={COIN_CHARGE_ANCHOR} className={styles.panel} aria-labelledby="coin-charge">
        <h2 id="coin-charge" className={styles.subheading}>
          {t('coin.chargeHeading')}
        </h2>
        <p className={styles.lead}>{t('coin.charge')}</p>
        <Link className={styles.link} to={href('POINT_SHOP')}>
          {t('history.toPointShop')}
        </Link>
      </section>
    </>
  );
}

import { Link } from '@ciao/shared/router';
import { buttonClassName, href, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { ReaderPage } from '../common/ReaderPage';
import { COIN_CHARGE_ANCHOR } from '../common/coin-charge-anchor';
import styles from '../common/CommercePage.module.css';
import { CoinBalancePanel } from './CoinBalancePanel';

/**
 * COIN: local stand-in of the payment host's /user/coin (docs/product-rules.md §7): the coin balance
 * (/account/point), and, since this site does not sell coins, the way to what it sells: points.
 */
export function CoinPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ReaderPage heading={t('coin.heading')} loginFirst={t('coin.loginFirst')}>
      <CoinBalanceAndCharge />
    </ReaderPage>
  );
}

function CoinBalanceAndCharge() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <CoinBalancePanel
        link={
          <Link className={styles.link} to={href('COIN_HISTORY')}>
            {t('coin.toHistory')}
          </Link>
        }
      />
      <section id={COIN_CHARGE_ANCHOR} className={styles.panel} aria-labelledby="coin-charge">
        <h2 id="coin-charge" className={styles.subheading}>
          {t('coin.chargeHeading')}
        </h2>
        <p className={styles.lead}>{t('coin.charge')}</p>
        <Link className={buttonClassName('primary')} to={href('POINT_SHOP')}>
          {t('coin.toPointShop')}
        </Link>
      </section>
    </>
  );
}

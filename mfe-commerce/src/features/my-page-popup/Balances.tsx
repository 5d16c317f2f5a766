import { formatNumber, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from './MyPagePopup.module.css';

interface BalancesProps {
  coin: number;
  totalPoint: number;
  paidPoint: number;
  freePoint: number;
}

/** Coin and point balances (docs/product-rules.md §2), with the paid / free split of the points. */
export function Balances({ coin, totalPoint, paidPoint, freePoint }: BalancesProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl className={styles.balances}>
      <div className={styles.balance}>
        <dt>{t('popup.coin')}</dt>
        <dd className={styles.amount}>{formatNumber(coin)}</dd>
      </div>
      <div className={styles.balance}>
        <dt>{t('popup.point')}</dt>
        <dd className={styles.amount}>{formatNumber(totalPoint)}</dd>
        <dd className={styles.breakdown}>{t('popup.pointBreakdown', { paid: formatNumber(paidPoint), free: formatNumber(freePoint) })}</dd>
      </div>
    </dl>
  );
}

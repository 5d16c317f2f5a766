import { useTranslation } from '@ciao/shared';
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
  const { t, i18n } = useTranslation(NAMESPACE);
  const format = (value: number) => value.toLocaleString(i18n.language);
  return (
    <dl className={styles.balances}>
      <div className={styles.balance}>
        <dt>{t('popup.coin')}</dt>
        <dd className={styles.amount}>{format(coin)}</dd>
      </div>
      <div className={styles.balance}>
        <dt>{t('popup.point')}</dt>
        <dd className={styles.amount}>{format(totalPoint)}</dd>
        <dd className={styles.breakdown}>{t('popup.pointBreakdown', { paid: format(paidPoint), free: format(freePoint) })}</dd>
      </div>
    </dl>
  );
}

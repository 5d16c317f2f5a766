import type { ReactNode } from 'react';
import { formatNumber, ErrorState, LoadingIndicator, getAccountPoint, useApiQuery, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from '../common/CommercePage.module.css';

/** The reader's coin balance (/account/point, fresh on every visit) in a panel, with `link` under it. */
export function CoinBalancePanel({ link }: { link: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
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
              <dd className={styles.strong}>{t('coin.amount', { count: point.data.coin, coin: formatNumber(point.data.coin) })}</dd>
            </div>
          </dl>
          {link}
        </div>
      )}
    </>
  );
}

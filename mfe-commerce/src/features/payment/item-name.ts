import { formatNumber, useTranslation } from '@ciao/shared';
import type { Checkout } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';

/** What a checkout buys, in words: '360pt', the monthly plan, the magazine subscription. */
export function useItemName() {
  const { t } = useTranslation(NAMESPACE);
  return (checkout: Pick<Checkout, 'item_type' | 'paid_point'>) =>
    checkout.item_type === 'point_pack'
      ? t('payment.item.point_pack', { count: checkout.paid_point, point: formatNumber(checkout.paid_point) })
      : t(`payment.item.${checkout.item_type}`);
}

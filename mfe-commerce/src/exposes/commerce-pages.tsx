import '../i18n/register';
import { CONTRACT_VERSION, type CommercePagesProps, type ExposedModule } from '@ciao/shared';
import { CoinHistoryPage } from '../features/coin/CoinHistoryPage';
import { CoinPage } from '../features/coin/CoinPage';
import { PointHistoryPage } from '../features/history/PointHistoryPage';
import { TicketHistoryPage } from '../features/history/TicketHistoryPage';
import { MonthlyPlanPage } from '../features/monthly-plan/MonthlyPlanPage';
import { PaymentResultPage } from '../features/payment/PaymentResultPage';
import { PaymentSandboxPage } from '../features/payment/PaymentSandboxPage';
import { PointShopPage } from '../features/point-shop/PointShopPage';
import { PurchasedPage } from '../features/purchased/PurchasedPage';
import { SubscriptionPage } from '../features/subscription/SubscriptionPage';

/**
 * The commerce screens the host routes to (one expose; the host picks the screen by route): the
 * one place that gathers the features' pages, which never import each other.
 */
function CommercePages({ screen, checkoutId }: CommercePagesProps) {
  switch (screen) {
    case 'point-shop':
      return <PointShopPage />;
    case 'monthly-plan':
      return <MonthlyPlanPage />;
    case 'payment-sandbox':
      return <PaymentSandboxPage checkoutId={checkoutId ?? ''} />;
    case 'payment-result':
      return <PaymentResultPage />;
    case 'subscription':
      return <SubscriptionPage />;
    case 'coin':
      return <CoinPage />;
    case 'coin-history':
      return <CoinHistoryPage />;
    case 'point-history':
      return <PointHistoryPage />;
    case 'ticket-history':
      return <TicketHistoryPage />;
    case 'purchased':
      return <PurchasedPage />;
  }
}

export const contractVersion = CONTRACT_VERSION;
export default CommercePages satisfies ExposedModule<CommercePagesProps>['default'];

import type { CommercePagesProps } from '@ciao/shared';
import { CoinHistoryPage } from '../coin/CoinHistoryPage';
import { CoinPage } from '../coin/CoinPage';
import { PointHistoryPage } from '../history/PointHistoryPage';
import { TicketHistoryPage } from '../history/TicketHistoryPage';
import { MonthlyPlanPage } from '../monthly-plan/MonthlyPlanPage';
import { PaymentResultPage } from '../payment/PaymentResultPage';
import { PaymentSandboxPage } from '../payment/PaymentSandboxPage';
import { PointShopPage } from '../point-shop/PointShopPage';
import { PurchasedPage } from '../purchased/PurchasedPage';
import { SubscriptionPage } from '../subscription/SubscriptionPage';

/** The commerce screens the host routes to (one expose; the host picks the screen by route). */
export function CommercePages({ screen, checkoutId }: CommercePagesProps) {
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

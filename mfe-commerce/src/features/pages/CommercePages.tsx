import type { CommercePagesProps } from '@ciao/shared';
import { MonthlyPlanPage } from '../monthly-plan/MonthlyPlanPage';
import { PaymentResultPage } from '../payment/PaymentResultPage';
import { PaymentSandboxPage } from '../payment/PaymentSandboxPage';
import { PointShopPage } from '../point-shop/PointShopPage';
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
  }
}

import { accountCoinFlowRoute } from '../handlers/wallet/coin-flow-handler';
import { accountAvlpointRoute, accountPointFlowRoute, accountTicketFlowRoute } from '../handlers/wallet/flow-handlers';
import { favoriteAddRoute, favoriteDeleteRoute, favoriteListRoute } from '../handlers/wallet/favorite-handlers';
import {
  getPaymentCheckoutRoute,
  paymentCheckoutCancelRoute,
  paymentCheckoutConfirmRoute,
  paymentCheckoutCreateRoute,
  pointPackListRoute,
} from '../handlers/payment/checkout-handlers';
import { accountSubscriptionCancelRoute } from '../handlers/payment/subscription-cancel-handler';
import { giftCodeRoute } from '../handlers/wallet/gift-code-handler';
import { loginBonusRoute } from '../handlers/wallet/login-bonus-handler';
import { pointPresentRoute } from '../handlers/wallet/point-present-handler';
import { episodeRentalPointRoute } from '../handlers/wallet/rental-point-handler';
import { episodeRentalTicketRoute } from '../handlers/wallet/rental-ticket-handler';
import { webEpisodePurchasedRoute } from '../handlers/wallet/purchased-handler';
import { webUpdateBadgeRoute } from '../handlers/wallet/update-badge-handler';
import type { ApiRoute } from '../http/define-route';

/** Points, coins, tickets, rentals, purchased list, gifts, login bonus, favorites, subscription (docs/product-rules.md §7). */
export const WALLET_ROUTES: readonly ApiRoute[] = [
  accountPointFlowRoute,
  accountTicketFlowRoute,
  accountCoinFlowRoute,
  accountAvlpointRoute,
  episodeRentalPointRoute,
  episodeRentalTicketRoute,
  pointPresentRoute,
  giftCodeRoute,
  loginBonusRoute,
  favoriteAddRoute,
  favoriteDeleteRoute,
  favoriteListRoute,
  webUpdateBadgeRoute,
  pointPackListRoute,
  paymentCheckoutCreateRoute,
  getPaymentCheckoutRoute,
  paymentCheckoutConfirmRoute,
  paymentCheckoutCancelRoute,
  accountSubscriptionCancelRoute,
  webEpisodePurchasedRoute,
];

// Endpoints of the wallet group of docs/product-rules.md §7 (one file per endpoint, re-exported here).
export { POINT_REASONS, type PointReason, getAccountPointFlow, pointFlowSchema } from '../account-point-flow';
export { type CoinReason, coinFlowSchema, coinReasonSchema, getAccountCoinFlow } from '../account-coin-flow';
export {
  TICKET_REASONS,
  type TicketReason,
  getAccountTicketFlow,
  premiumTicketSchema,
  ticketFlowSchema,
  ticketTypeSchema,
} from '../account-ticket-flow';
export { availablePointSchema, getAccountAvlpoint } from '../account-avlpoint';
export { episodeRentalPoint } from '../episode-rental-point';
export { episodeRentalTicket } from '../episode-rental-ticket';
export { pointPresent, presentSchema } from '../point-present';
export { giftCode } from '../gift-code';
export { loginBonus, loginBonusItemSchema, loginBonusSchema, type LoginBonus, type LoginBonusItem } from '../loginbonus';
export { favoriteAdd } from '../favorite-add';
export { favoriteDelete } from '../favorite-delete';
export { favoriteList } from '../favorite-list';
export { localHistorySchema, webUpdateBadge } from '../web-update-badge';
export { monthlyPlanOfferSchema, pointPackList, type PointPack, pointPackSchema } from '../point-pack-list';
export { paymentCheckoutCreate } from '../payment-checkout-create';
export { getPaymentCheckout } from '../payment-checkout';
export { paymentCheckoutConfirm } from '../payment-checkout-confirm';
export { paymentCheckoutCancel } from '../payment-checkout-cancel';
export { type Checkout, type CheckoutItemType, checkoutItemTypeSchema, checkoutSchema } from '../payment-checkout-schemas';
export { accountSubscriptionCancel } from '../account-subscription-cancel';
export { ownedEpisodeSchema, webEpisodePurchased } from '../web-episode-purchased';

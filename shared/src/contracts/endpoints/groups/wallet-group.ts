// Endpoints of the wallet group of spec section 7 (one file per endpoint, re-exported here).
export { getAccountPointFlow, pointFlowSchema } from '../account-point-flow';
export { getAccountTicketFlow, premiumTicketSchema, ticketFlowSchema, ticketTypeSchema } from '../account-ticket-flow';
export { availablePointSchema, getAccountAvlpoint } from '../account-avlpoint';
export { episodeRentalPoint } from '../episode-rental-point';
export { episodeRentalTicket } from '../episode-rental-ticket';
export { pointPresent, presentSchema } from '../point-present';
export { giftCode } from '../gift-code';
export { loginBonus, loginBonusItemSchema, loginBonusSchema } from '../loginbonus';
export { favoriteAdd } from '../favorite-add';
export { favoriteDelete } from '../favorite-delete';
export { favoriteList } from '../favorite-list';
export { localHistorySchema, webUpdateBadge } from '../web-update-badge';

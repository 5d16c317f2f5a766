/** Anchor of the "buying coins" section, the target of the popup's buy-coins link. */
export const COIN_CHARGE_ANCHOR = 'charge';

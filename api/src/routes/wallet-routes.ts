import type { ApiRoute } from '../http/define-route';

/** Points, coins, tickets, rentals, gifts, login bonus, favourites, subscription (spec 7). */
export const WALLET_ROUTES: readonly ApiRoute[] = [];

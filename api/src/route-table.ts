import { accountPointRoute, accountRoute, accountSubscriptionRoute } from './handlers/account-handlers';
import { genreListRoute, tagListRoute, titleListRoute, webStatusRoute } from './handlers/catalogue-handlers';
import { episodeListRoute, webEpisodeViewerRoute } from './handlers/episode-handlers';
import { loginRoute, logoutRoute } from './handlers/login-handlers';
import { webTopRoute } from './handlers/web-top-handler';
import type { ApiRoute } from './http/define-route';
import { ACCOUNTS_ROUTES } from './routes/accounts-routes';
import { CATALOGUE_ROUTES } from './routes/catalogue-routes';
import { WALLET_ROUTES } from './routes/wallet-routes';

/** Every contract endpoint the API serves: one row each (a test checks none is missing). */
export const ROUTE_TABLE: readonly ApiRoute[] = [
  webTopRoute,
  titleListRoute,
  episodeListRoute,
  webEpisodeViewerRoute,
  tagListRoute,
  genreListRoute,
  loginRoute,
  logoutRoute,
  accountRoute,
  accountPointRoute,
  accountSubscriptionRoute,
  webStatusRoute,
  ...CATALOGUE_ROUTES,
  ...ACCOUNTS_ROUTES,
  ...WALLET_ROUTES,
];

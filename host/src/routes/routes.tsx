import type { ReactNode } from 'react';
import type { RouteObject } from '@ciao/shared/router';
import { ROUTES, type RouteName } from '@ciao/shared';
import { Layout } from '../layout/Layout';
import { DeniedRegionPage } from '../pages/DeniedRegionPage';
import { MaintenancePage } from '../pages/MaintenancePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AppShell } from './AppShell';
import { RouteErrorPage } from './RouteErrorPage';
import { SiteMountRedirect } from './SiteMountRedirect';
import { LatestEpisodeRoute, MagazineLatestRoute } from './latest-routes';
import {
  AboutRoute,
  ArticleRoute,
  AuthorRoute,
  AuthorsRoute,
  LatestUpdatesRoute,
  TopicRoute,
  TopicsCategoryRoute,
  TopicsRoute,
} from './content-routes';
import {
  AccountRoute,
  CommerceRoute,
  EpisodeViewerRoute,
  ErrorRoute,
  FanLetterAuthorRoute,
  FanLetterResultRoute,
  FanLetterTitleRoute,
  GiftRoute,
  LimitedRoute,
  LoginRoute,
  MyPageRoute,
  PaymentSandboxRoute,
  MagazineViewerRoute,
  RankingDetailRoute,
  RankingRoute,
  SearchCategoryRoute,
  SearchGenreRoute,
  SearchKeywordRoute,
  SearchRoute,
  SeriesRoute,
  SignupRoute,
  TitleRoute,
  TitleSearchRoute,
  TopRoute,
} from './route-pages';

interface RouteDefinition {
  element: ReactNode;
  /** docs/product-rules.md §2: the viewers use no layout (no header, drawer or footer). */
  layout: 'default' | 'none';
}

/**
 * The URL map of the host, one entry per route name of @ciao/shared's ROUTES: adding a
 * route name there without deciding its screen here fails the type check.
 */
const ROUTE_DEFINITIONS: Record<RouteName, RouteDefinition> = {
  TOP: { element: <TopRoute />, layout: 'default' },
  TITLE: { element: <TitleRoute />, layout: 'default' },
  EPISODE_VIEWER: { element: <EpisodeViewerRoute />, layout: 'none' },
  // Redirects to a viewer: no layout, so nothing flashes a header before the episode.
  TITLE_LATEST: { element: <LatestEpisodeRoute />, layout: 'none' },
  TITLE_LATEST_INDEX: { element: <LatestEpisodeRoute />, layout: 'none' },
  MAGAZINE_LATEST: { element: <MagazineLatestRoute />, layout: 'none' },
  MAGAZINE_VIEWER: { element: <MagazineViewerRoute />, layout: 'none' },
  LIMITED: { element: <LimitedRoute screen="list" />, layout: 'default' },
  LIMITED_EPISODE: { element: <LimitedRoute screen="article" />, layout: 'default' },
  LOGIN: { element: <LoginRoute />, layout: 'default' },
  GIFT: { element: <GiftRoute />, layout: 'default' },
  SIGNUP_PRE: { element: <SignupRoute screen="pre" />, layout: 'default' },
  SIGNUP: { element: <SignupRoute screen="form" />, layout: 'default' },
  EMAIL_PRESAVE_SEND: { element: <SignupRoute screen="mail-sent" />, layout: 'default' },
  SIGNUP_WELCOME: { element: <SignupRoute screen="welcome" />, layout: 'default' },
  DENIED_AGE: { element: <SignupRoute screen="denied-age" />, layout: 'default' },
  MYPAGE: { element: <MyPageRoute screen="home" />, layout: 'default' },
  MYPAGE_HISTORY: { element: <MyPageRoute screen="history" />, layout: 'default' },
  MYPAGE_FAVORITE: { element: <MyPageRoute screen="favorite" />, layout: 'default' },
  PASSWORD_PRERESET: { element: <AccountRoute screen="password-prereset" />, layout: 'default' },
  PASSWORD_PRERESET_SEND: { element: <AccountRoute screen="password-prereset-sent" />, layout: 'default' },
  PASSWORD_RESET: { element: <AccountRoute screen="password-reset" />, layout: 'default' },
  PASSWORD_RESET_DONE: { element: <AccountRoute screen="password-reset-done" />, layout: 'default' },
  MYPAGE_SETTING: { element: <MyPageRoute screen="setting" />, layout: 'default' },
  MYPAGE_SETTING_OPT_OUT: { element: <MyPageRoute screen="opt-out" />, layout: 'default' },
  MYPAGE_SETTING_PASSWORD: { element: <MyPageRoute screen="password-change" />, layout: 'default' },
  MYPAGE_SETTING_EMAIL: { element: <MyPageRoute screen="email-change" />, layout: 'default' },
  EMAIL_SAVE: { element: <AccountRoute screen="email-save" />, layout: 'default' },
  RESIGN: { element: <MyPageRoute screen="resign" />, layout: 'default' },
  RESIGN_COMPLETE: { element: <AccountRoute screen="resign-complete" />, layout: 'default' },
  PRESAVE: { element: <AccountRoute screen="presave" />, layout: 'default' },
  MYPAGE_SETTING_TICKET: { element: <MyPageRoute screen="ticket" />, layout: 'default' },
  RANKING: { element: <RankingRoute />, layout: 'default' },
  RANKING_DETAIL: { element: <RankingDetailRoute />, layout: 'default' },
  SERIES: { element: <SeriesRoute />, layout: 'default' },
  SEARCH: { element: <SearchRoute />, layout: 'default' },
  TITLE_SEARCH: { element: <TitleSearchRoute />, layout: 'default' },
  SEARCH_KEYWORD: { element: <SearchKeywordRoute />, layout: 'default' },
  SEARCH_GENRE: { element: <SearchGenreRoute />, layout: 'default' },
  SEARCH_CATEGORY: { element: <SearchCategoryRoute />, layout: 'default' },
  TOPICS: { element: <TopicsRoute />, layout: 'default' },
  TOPICS_CATEGORY: { element: <TopicsCategoryRoute />, layout: 'default' },
  TOPIC: { element: <TopicRoute />, layout: 'default' },
  AUTHORS: { element: <AuthorsRoute />, layout: 'default' },
  AUTHOR: { element: <AuthorRoute />, layout: 'default' },
  ABOUT: { element: <AboutRoute />, layout: 'default' },
  ARTICLE: { element: <ArticleRoute />, layout: 'default' },
  LATEST_UPDATES: { element: <LatestUpdatesRoute />, layout: 'default' },
  FANLETTER_TITLE: { element: <FanLetterTitleRoute />, layout: 'default' },
  FANLETTER_AUTHOR: { element: <FanLetterAuthorRoute />, layout: 'default' },
  FANLETTER_SUCCESS: { element: <FanLetterResultRoute screen="success" />, layout: 'default' },
  FANLETTER_FAILURE: { element: <FanLetterResultRoute screen="failure" />, layout: 'default' },
  POINT_SHOP: { element: <CommerceRoute screen="point-shop" />, layout: 'default' },
  MONTHLY_PLAN: { element: <CommerceRoute screen="monthly-plan" />, layout: 'default' },
  PAYMENT_SANDBOX: { element: <PaymentSandboxRoute />, layout: 'default' },
  PAYMENT_RESULT: { element: <CommerceRoute screen="payment-result" />, layout: 'default' },
  SUBSCRIPTION: { element: <CommerceRoute screen="subscription" />, layout: 'default' },
  COIN: { element: <CommerceRoute screen="coin" />, layout: 'default' },
  COIN_HISTORY: { element: <CommerceRoute screen="coin-history" />, layout: 'default' },
  POINT_HISTORY: { element: <CommerceRoute screen="point-history" />, layout: 'default' },
  TICKET_HISTORY: { element: <CommerceRoute screen="ticket-history" />, layout: 'default' },
  PURCHASED: { element: <CommerceRoute screen="purchased" />, layout: 'default' },
  // No header or drawer: every link there would meet the same refusal.
  DENIED_REGION: { element: <DeniedRegionPage />, layout: 'none' },
  MAINTENANCE: { element: <MaintenancePage />, layout: 'default' },
  ERROR: { element: <ErrorRoute />, layout: 'default' },
  NOT_FOUND: { element: <NotFoundPage />, layout: 'default' },
};

function routesWithLayout(layout: RouteDefinition['layout']): RouteObject[] {
  return (
    (Object.keys(ROUTE_DEFINITIONS) as RouteName[])
      .filter((name) => ROUTE_DEFINITIONS[name].layout === layout)
      // Each route's own error boundary renders inside the layout, so the header stays usable.
      .map((name) => ({ id: name, path: ROUTES[name].path, element: ROUTE_DEFINITIONS[name].element, errorElement: <RouteErrorPage /> }))
  );
}

export function createRoutes(): RouteObject[] {
  return [
    // Outside the shell: the alias renders nothing and runs no navigation check before it is replaced.
    { id: 'site-mount', path: '/comics/*', element: <SiteMountRedirect /> },
    {
      id: 'root',
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          id: 'layout',
          element: <Layout />,
          children: [...routesWithLayout('default'), { id: 'unknown', path: '*', element: <NotFoundPage /> }],
        },
        ...routesWithLayout('none'),
      ],
    },
  ];
}

import {
  wpAuthorListRoute,
  wpAuthorRoute,
  wpCategoriesRoute,
  wpLimitedRoute,
  wpMagazinesRoute,
  wpTopicRoute,
  wpTopicsMemoryRoute,
  wpTopicsRoute,
} from '../handlers/catalogue/content-handlers';
import { comicListRoute, genreSearchListRoute, keywordListRoute, magazineCategoryListRoute } from '../handlers/catalogue/lookup-handlers';
import { magazineDetailRoute, magazineFirstRoute, magazineViewerRoute } from '../handlers/catalogue/magazine-handlers';
import {
  rankingAllRoute,
  recommendClickRoute,
  recommendTitleListRoute,
  webRankingGenreRoute,
} from '../handlers/catalogue/ranking-handlers';
import { fanletterStoreRoute, webEpisodeEvalAddRoute, webEpisodeEvalGetRoute } from '../handlers/catalogue/reader-handlers';
import { searchTitleRoute, titleWeeklyRoute } from '../handlers/catalogue/search-handlers';
import {
  titleSupplementRoute,
  titleTicketListRoute,
  titleViewedListRoute,
  webTitleRentalRoute,
} from '../handlers/catalogue/title-handlers';
import { webEpisodeFirstRoute, webEpisodeLatestRoute, webEpisodeRoute } from '../handlers/catalogue/web-episode-handlers';
import type { ApiRoute } from '../http/define-route';
import { advertisementClickRoute, advertisementViewRoute } from '../handlers/catalogue/advertisement-handlers';
import { webEpisodePageTextRoute } from '../handlers/catalogue/episode-page-text-handler';
import { webMagazinePageTextRoute } from '../handlers/catalogue/magazine-page-text-handler';
import { episodeViewerFinishRoute, episodeViewerLastpageRoute, episodeViewerRoute } from '../handlers/catalogue/episode-viewer-handlers';

/** Titles, episodes lists, genres, tags, search, rankings, magazines, topics (docs/product-rules.md §7). */
export const CATALOGUE_ROUTES: readonly ApiRoute[] = [
  comicListRoute,
  genreSearchListRoute,
  keywordListRoute,
  magazineCategoryListRoute,
  magazineDetailRoute,
  magazineFirstRoute,
  magazineViewerRoute,
  rankingAllRoute,
  webRankingGenreRoute,
  recommendTitleListRoute,
  recommendClickRoute,
  searchTitleRoute,
  titleWeeklyRoute,
  titleSupplementRoute,
  titleTicketListRoute,
  titleViewedListRoute,
  webTitleRentalRoute,
  webEpisodeRoute,
  webEpisodeFirstRoute,
  webEpisodeLatestRoute,
  fanletterStoreRoute,
  webEpisodeEvalAddRoute,
  webEpisodeEvalGetRoute,
  wpTopicsRoute,
  wpTopicsMemoryRoute,
  wpTopicRoute,
  wpLimitedRoute,
  wpCategoriesRoute,
  wpMagazinesRoute,
  wpAuthorRoute,
  wpAuthorListRoute,
  advertisementClickRoute,
  advertisementViewRoute,
  episodeViewerRoute,
  episodeViewerFinishRoute,
  episodeViewerLastpageRoute,
  webEpisodePageTextRoute,
  webMagazinePageTextRoute,
];

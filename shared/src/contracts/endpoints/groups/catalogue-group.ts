// Endpoints of the catalogue group of docs/product-rules.md §7 (one file per endpoint, re-exported here).
export { comicList } from '../comic-list';
export { genreSearchList } from '../genre-search-list';
export { keywordList } from '../keyword-list';
export { magazineCategoryList } from '../magazine-category-list';
export { magazineDetail } from '../magazine-detail';
export { magazineFirst } from '../magazine-first';
export { magazineViewer } from '../magazine-viewer';
export { rankingAll } from '../ranking-all';
export { webRankingGenre } from '../web-ranking-genre';
export { recommendTitleList } from '../recommend-title-list';
export { recommendClick } from '../recommend-click';
export { SEARCH_SORTS, searchTitle } from '../search-title';
export { titleSupplement } from '../title-supplement';
export { titleTicketList } from '../title-ticket-list';
export { titleWeekly, WEEKLY_KEYS } from '../title-weekly';
export { titleViewedList } from '../title-viewed-list';
export { webEpisode } from '../web-episode';
export { webEpisodeFirst } from '../web-episode-first';
export { webEpisodeLatest } from '../web-episode-latest';
export { webTitleRental } from '../web-title-rental';
export { FAN_LETTER_MAX_CHARS, fanLetterBodySchema, fanletterStore } from '../fanletter-store';
export { webEpisodeEvalAdd } from '../web-episode-eval-add';
export { webEpisodeEvalGet } from '../web-episode-eval-get';
export { wpTopics } from '../wp-topics';
export { wpTopicsMemory } from '../wp-topics-memory';
export { wpTopic } from '../wp-topic';
export { wpLimited } from '../wp-limited';
export { wpCategories } from '../wp-categories';
export { wpMagazines } from '../wp-magazines';
export { wpAuthor } from '../wp-author';
export { wpAuthorList } from '../wp-author-list';
export { MAGAZINE_PREVIEW_PAGES, type Magazine, type Post } from '../catalogue-schemas';
export { advertisementClick } from '../advertisement-click';
export { advertisementView } from '../advertisement-view';
export { AD_PLACEMENTS, type AdvertisementPayload } from '../advertisement-schemas';
export { episodeViewer } from '../episode-viewer';
export { episodeViewerFinish } from '../episode-viewer-finish';
export { episodeViewerLastpage } from '../episode-viewer-lastpage';
export {
  type PageLine,
  type PageText,
  type RubySegment,
  webEpisodePageText,
} from '../web-episode-page-text';
export { webMagazinePageText } from '../web-magazine-page-text';

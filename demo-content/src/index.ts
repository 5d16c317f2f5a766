// The generator's one face: what the API seeds, serves and tests with. Everything here is a pure
// function of its arguments (and the fixed seed): no server, no database, so it runs anywhere,
// a worker thread included.
export { createPrng, type Prng } from './prng';
export {
  buildCatalogue,
  type Catalogue,
  FIRST_TITLE_ID,
  FREE_EPISODES_PER_TITLE,
  SEED_BASE_TIME,
  type SeedEpisode,
  type SeedTitle,
} from './catalogue/build-catalogue';
export { buildComics } from './catalogue/build-comics';
export { buildMagazines, MAGAZINE_CATEGORIES } from './catalogue/build-magazines';
export { buildRankings } from './catalogue/build-rankings';
export { buildAuthorProfiles, buildTopics, TOPIC_CATEGORIES, TOPIC_TAGS } from './catalogue/build-topics';
export { makePageRecipe, PAGE_HEIGHT, PAGE_WIDTH, type PageRecipe, pageRecipeSchema } from './drawing/page-recipe';
// The site's app icons (ops/src/server/app-icons.ts) are drawn with the same encoder.
export { encodePng } from './drawing/encode-png';
export { COVER_RECT_SIZE, COVER_SIZE, renderCover, renderEpisodeThumb, renderGenreIcon } from './drawing/render-cover';
export { renderPage } from './drawing/render-page';
export { SCRAMBLE_VERSION, unscrambleRgba } from './drawing/scramble-raster';
export { scrambledPagePng, type StoredPage } from './drawing/scrambled-page';
export { describePage, titleCast } from './story/page-story';

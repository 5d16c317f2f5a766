import type { ApiRoute } from '../http/define-route';

/** Titles, episodes lists, genres, tags, search, rankings, magazines, topics (spec 7). */
export const CATALOGUE_ROUTES: readonly ApiRoute[] = [];

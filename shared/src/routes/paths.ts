import { padId } from './ids';

/**
 * Route names and paths of spec section 2, for the screens that exist. The host builds
 * its route map from this object; remotes link with `href()`, never with literal paths.
 * A screen not built yet is absent here, not faked.
 */
export const ROUTES = {
  TOP: { path: '/' },
  TITLE: { path: '/title/:titleId' },
  EPISODE_VIEWER: { path: '/title/:titleId/episode/:episodeId' },
  /** Replaced by the episode /web/episode/latest names (typeKey 'episode' or 'free'; indexKey 0 = newest). */
  TITLE_LATEST: { path: '/title/:titleId/latest/:typeKey' },
  TITLE_LATEST_INDEX: { path: '/title/:titleId/latest/:typeKey/:indexKey' },
  /** Replaced by the newest released issue (/magazine/first). */
  MAGAZINE_LATEST: { path: '/magazine' },
  MAGAZINE_VIEWER: { path: '/magazine/:magazineId' },
  LOGIN: { path: '/login' },
  GIFT: { path: '/gift' },
  SIGNUP_PRE: { path: '/signup/pre' },
  SIGNUP: { path: '/signup' },
  EMAIL_PRESAVE_SEND: { path: '/email/presave/send' },
  SIGNUP_WELCOME: { path: '/signup/welcome' },
  DENIED_AGE: { path: '/denied/age' },
  /** My page (logged in): nickname, balances, subscription, links, logout. */
  MYPAGE: { path: '/my' },
  /** The reader's viewed titles (/title/viewed/list, 20 kept). */
  MYPAGE_HISTORY: { path: '/my/history' },
  /** Spec 2 rankings: the first ranking's tab (`?tab=genre`: the genre rankings; `?page=`). */
  RANKING: { path: '/ranking' },
  /** One ranking's tab (a genre's whole ranking under the genre tab). */
  RANKING_DETAIL: { path: '/ranking/:rankingId' },
  /** Spec 2 series list: the day or kind in `?tab=` (today's weekday when absent). */
  SERIES: { path: '/series' },
  /** Spec "Search": the search form; `?keyword=` when a search found nothing (spec 5). */
  SEARCH: { path: '/search' },
  /** Spec "TitleSearch" (param query): the titles a typed word finds. */
  TITLE_SEARCH: { path: '/search/word/:word' },
  SEARCH_KEYWORD: { path: '/search/keyword/:keyword' },
  SEARCH_GENRE: { path: '/search/genre/:genreId' },
  SEARCH_CATEGORY: { path: '/search/category/:categoryId' },
  MAINTENANCE: { path: '/maintenance' },
  ERROR: { path: '/error/:errorCode' },
  NOT_FOUND: { path: '/notfound' },
} as const;

export type RouteName = keyof typeof ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = { [K in ParamNames<(typeof ROUTES)[N]['path']>]: string | number };

type HrefArgs<N extends RouteName> = [ParamNames<(typeof ROUTES)[N]['path']>] extends [never]
  ? [params?: undefined, query?: Record<string, string>]
  : [params: RouteParams<N>, query?: Record<string, string>];

/** Ids that are 5-digit zero-padded in URLs (spec 5). */
const PADDED_PARAMS = new Set(['titleId', 'magazineId']);

export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = ROUTES[name].path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`href(${name}): missing param ${key}`);
    return encodeURIComponent(typeof value === 'number' && PADDED_PARAMS.has(key) ? padId(value) : String(value));
  });
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return path + search;
}

/**
 * Links of the header and drawer (spec 2) as the site writes them, plain links. Most lead
 * to other services of the site (topics, support, awards...); the /comics/... ones are this
 * app under the site's mount and redirect to their canonical root path (site-mount.ts).
 */
export const EXTERNAL_LINKS = {
  comics: '/comics/',
  comicsRanking: '/comics/ranking',
  topics: '/topics/',
  subscription: '/comics/magazine',
  magazineIntro: '/topics/category/ciao_magazine/',
  deluxeMagazine: '/topics/category/ciao_deluxe_magazine/',
  publishInfo: '/topics/category/publish_info/',
  authors: '/author/',
  about: '/about/',
  award: '/award/',
  ciaoplusAward: '/ciaoplus_award/',
  howToDraw: '/topics/category/how_to_draw/',
  support: '/support/',
  enquete: '/enquete/',
  netshop: '/netshop/',
} as const;

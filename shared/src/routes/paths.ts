import { padId } from './ids';

/**
 * Route names and paths of docs/product-rules.md §2, for the screens that exist. The host builds
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
  /** Subscriber articles (/wp-json/wp/v2/limited, 100 a page, `?page=`); one of them at LIMITED_EPISODE `?id=`. */
  LIMITED: { path: '/limited' },
  LIMITED_EPISODE: { path: '/limited/episode' },
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
  /** The reader's favorite titles with paging and remove (/favorite/list; docs/product-rules.md §2 names no path). */
  MYPAGE_FAVORITE: { path: '/my/favorite' },
  /** docs/product-rules.md §2 PASSWORD_PRERESET (the ID host's page, built here): the email a reset link is mailed to. */
  PASSWORD_PRERESET: { path: '/password/prereset' },
  /** The reset mail is on its way. */
  PASSWORD_PRERESET_SEND: { path: '/password/prereset/send' },
  /** The mailed reset link (`?token=`): the new password twice. */
  PASSWORD_RESET: { path: '/password/reset' },
  PASSWORD_RESET_DONE: { path: '/password/reset/done' },
  /** Settings (logged in): profile, language, password and email change, opt-out, resign. */
  MYPAGE_SETTING: { path: '/my/setting' },
  /** The news-mail opt-out (docs/product-rules.md §2). */
  MYPAGE_SETTING_OPT_OUT: { path: '/my/setting/optOut' },
  /** Password change (the ID host's page, built here): the current password, the new one twice. */
  MYPAGE_SETTING_PASSWORD: { path: '/my/setting/password' },
  /** Email change: the new address; a link is mailed to it. */
  MYPAGE_SETTING_EMAIL: { path: '/my/setting/email' },
  /** The mailed email-change link (`?token=`, the ID host's email-save page). */
  EMAIL_SAVE: { path: '/email/save' },
  /** Resign (logged in; refused while a magazine subscription is active, docs/product-rules.md §4), then resign-complete. */
  RESIGN: { path: '/resign' },
  RESIGN_COMPLETE: { path: '/resign/complete' },
  /** docs/product-rules.md §2 pre-save (provisional registration): its form is /signup after the age gate, so it leads there. */
  PRESAVE: { path: '/presave' },
  /** docs/product-rules.md §2 ticket settings: premium tickets with expiry, the wait-to-be-free state per title. */
  MYPAGE_SETTING_TICKET: { path: '/my/setting/ticket' },
  /** docs/product-rules.md §2 rankings: the first ranking's tab (`?tab=genre`: the genre rankings; `?page=`). */
  RANKING: { path: '/ranking' },
  /** One ranking's tab (a genre's whole ranking under the genre tab). */
  RANKING_DETAIL: { path: '/ranking/:rankingId' },
  /** docs/product-rules.md §2 series list: the day or kind in `?tab=` (today's weekday when absent). */
  SERIES: { path: '/series' },
  /** docs/product-rules.md §2 "Search": the search form; `?keyword=` when a search found nothing (§5). */
  SEARCH: { path: '/search' },
  /** docs/product-rules.md §2 "TitleSearch" (param query): the titles a typed word finds. */
  TITLE_SEARCH: { path: '/search/word/:word' },
  SEARCH_KEYWORD: { path: '/search/keyword/:keyword' },
  SEARCH_GENRE: { path: '/search/genre/:genreId' },
  SEARCH_CATEGORY: { path: '/search/category/:categoryId' },
  /** Topics (content service): news and archive articles, the categories. `?page=`, `?archivePage=`. */
  TOPICS: { path: '/topics' },
  /** The header's magazine dropdown: /topics/category/ciao_magazine/ and the other category slugs. */
  TOPICS_CATEGORY: { path: '/topics/category/:categorySlug' },
  /** One topics article (the post's `link`, /topics/{slug}/). */
  TOPIC: { path: '/topics/:slug' },
  /** Manga artist list; `?title=` lists the author(s) of one title. */
  AUTHORS: { path: '/author' },
  AUTHOR: { path: '/author/:authorId' },
  /** First-timers guide. */
  ABOUT: { path: '/about' },
  /** Static articles: help, termsOfService, privacyPolicy, calBusAndProfCode (ARTICLE_NAMES). */
  ARTICLE: { path: '/article/:articleName' },
  /** Implied screen "latest updates": titles by last update, `?page=`. */
  LATEST_UPDATES: { path: '/updates' },
  /** docs/product-rules.md §2 fan letters (logged in): to the author of a title, or to an author. */
  FANLETTER_TITLE: { path: '/fanletter/form/title/:titleId' },
  FANLETTER_AUTHOR: { path: '/fanletter/form/author/:authorId' },
  FANLETTER_SUCCESS: { path: '/fanletter/success' },
  FANLETTER_FAILURE: { path: '/fanletter/failure' },
  /** Point shop (docs/product-rules.md §2, path ours): point packs priced in USD; `?return=` a path to go back to after paying. */
  POINT_SHOP: { path: '/point/shop' },
  /** Monthly points plan (docs/product-rules.md §9: 300 paid + 30 bonus points for 2.36 USD on the 1st). */
  MONTHLY_PLAN: { path: '/point/plan' },
  /** Local stand-in of the card-payment host: a sandbox page that confirms or cancels one checkout. */
  PAYMENT_SANDBOX: { path: '/payment/sandbox/:checkoutId' },
  /** Card-payment result page (docs/product-rules.md §2): `?result=1` confirmed, `2` cancelled; `&checkout_id=`. */
  PAYMENT_RESULT: { path: '/payment/result' },
  /** Magazine subscription ciao1 (path ours): plan, status, subscribe, cancel; `?return=` a paywall's page. */
  SUBSCRIPTION: { path: '/subscription' },
  /** Local stand-in of the payment host's /user/coin (docs/product-rules.md §7): the coin balance. */
  COIN: { path: '/coin' },
  /** Local stand-in of the payment host's /user/coin/history (docs/product-rules.md §7): /account/coin/flow, `?page=`. */
  COIN_HISTORY: { path: '/coin/history' },
  /** Point history (implied screen, path ours): /account/point/flow, `?page=`. */
  POINT_HISTORY: { path: '/point/history' },
  /** Ticket history (implied screen, path ours): /account/ticket/flow, `?page=`. */
  TICKET_HISTORY: { path: '/ticket/history' },
  /** Purchased list with paging (implied screen, path ours): episodes bought or rented, `?page=`. */
  PURCHASED: { path: '/purchased' },
  /** Implied screen of docs/product-rules.md §2 ("denied screens by IP region"), path ours: the API answered 1097. */
  DENIED_REGION: { path: '/denied/region' },
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

/** Ids that are 5-digit zero-padded in URLs (docs/product-rules.md §5). */
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

/** Where the real site runs the services this app does not (awards, support, enquete, net shop). */
export const SITE_ORIGIN = 'https://ciao.shogakukan.co.jp';

/**
 * Links of the header and drawer (docs/product-rules.md §2) as the site writes them. The /comics/... ones
 * are this app under the site's mount and redirect to their canonical root path
 * (site-mount.ts); topics, authors and about are screens of ours (ROUTES above). The
 * absolute ones are services the real site runs elsewhere: the layout marks them external.
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
  award: `${SITE_ORIGIN}/award/`,
  ciaoplusAward: `${SITE_ORIGIN}/ciaoplus_award/`,
  howToDraw: '/topics/category/how_to_draw/',
  support: `${SITE_ORIGIN}/support/`,
  enquete: `${SITE_ORIGIN}/enquete/`,
  netshop: `${SITE_ORIGIN}/netshop/`,
} as const;

/** A link that leaves this site (an absolute http(s) address): opened as external, never routed. */
export function isOffsiteLink(link: string): boolean {
  return /^https?:\/\//.test(link);
}

import {
  ARTICLE_NAMES,
  RESPONSE_CODES,
  href,
  httpStatusOf,
  isApiError,
  isKnownResponseCode,
  isValidEpisodeId,
  isValidMagazineId,
  isValidTitleId,
  magazineDetail,
  titleList,
  webEpisode,
  wpAuthor,
  wpCategories,
  wpTopic,
  type Language,
  type RouteName,
} from '@ciao/shared';
import type { TFunction } from 'i18next';
import { MAINTENANCE_CODE } from '../routes/error-codes';
import { type LatestTarget, useLatestEpisodeTarget, useLatestMagazineTarget } from '../routes/latest-targets';
import { useHeadQuery } from './head-query';
import type { Crumb, JsonLd, PageHead } from './page-head';

/** What a route's head is decided from: the address and the page's language. */
export interface HeadInput {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The address's path as asked for (the not-found page's canonical is none). */
  pathname: string;
  language: Language;
  /** The host's texts in the page's language. */
  t: TFunction;
  /** The site's public origin. */
  origin: string;
  /** A page's absolute address in the page's language (JSON-LD's urls). */
  url: (path: string) => string;
}

/** One route's head: a hook, so a page's data (the same queries its remote makes, one call) can name it. */
export type RouteHeadHook = (input: HeadInput) => PageHead;

/** The pages a host component shows whatever the route (a bad id, a refused region, maintenance, an error code). */
export type StatusPage =
  | { kind: 'not-found' }
  | { kind: 'maintenance' }
  | { kind: 'denied-region' }
  | { kind: 'error'; code: string | null };

/** How long the maintenance page asks clients to wait (Retry-After): maintenance windows are announced in hours. */
export const MAINTENANCE_RETRY_AFTER_S = 3600;

const PLAIN: Pick<PageHead, 'status' | 'noindex' | 'ogType' | 'breadcrumbs' | 'jsonLd'> = {
  status: 200,
  noindex: false,
  ogType: 'website',
  breadcrumbs: [],
  jsonLd: [],
};

/** A page with fixed texts (head.<key>.title / description), indexed, with itself as its breadcrumb. */
function fixedPage(key: string, path: string | ((input: HeadInput) => string)): RouteHeadHook {
  return (input) => {
    const pagePath = typeof path === 'function' ? path(input) : path;
    const title = input.t(`head.${key}.title`);
    return {
      ...PLAIN,
      title,
      description: input.t(`head.${key}.description`),
      path: pagePath,
      breadcrumbs: [{ name: title, path: pagePath }],
    };
  };
}

/** A page kept out of search results (the reader's own, sign-up, payment): its name and the site's description. */
function privatePage(key: string): RouteHeadHook {
  return (input) => ({
    ...PLAIN,
    title: input.t(`head.${key}.title`),
    description: input.t('head.siteDescription'),
    path: input.pathname,
    noindex: true,
  });
}

/** The head of a status page: never indexed, with its own HTTP status. */
export function statusPageHead(page: StatusPage, input: HeadInput): PageHead {
  const base = { ...PLAIN, description: input.t('head.errorDescription'), path: input.pathname, noindex: true };
  switch (page.kind) {
    case 'not-found':
      return { ...base, title: input.t('notFound.title'), status: 404 };
    case 'maintenance':
      return { ...base, title: input.t('maintenance.title'), status: 503, retryAfter: MAINTENANCE_RETRY_AFTER_S };
    case 'denied-region':
      return { ...base, title: input.t('deniedRegion.title'), status: 451 };
    case 'error':
      return { ...base, title: input.t('error.title'), status: page.code === null ? 500 : statusOfCode(Number(page.code)) };
  }
}

/** An API response code's own HTTP status (the API's), so 3000 is a 404 and 1099 a 500; an unknown code or success: 500. */
function statusOfCode(code: number): number {
  return isKnownResponseCode(code) && code !== RESPONSE_CODES.SUCCESS ? httpStatusOf(code) : 500;
}

/** An id the API does not know: its not-found answer (the content service says "invalid parameter" for an unknown author or article). */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.statusCode === 404 || error.responseCode === RESPONSE_CODES.PARAMETER_INVALID);
}

/** While its data loads (in the browser), a data page shows the site's name; once it is missing, the not-found head. */
function loadingOr(input: HeadInput, path: string, error: unknown): PageHead {
  if (isMissing(error)) return statusPageHead({ kind: 'not-found' }, input);
  return { ...PLAIN, title: null, description: input.t('head.siteDescription'), path };
}

const person = (name: string): JsonLd => ({ '@type': 'Person', name });

/** An image or page address from the API (root-relative) at the site's public origin. */
const absolute = (input: HeadInput, address: string) => new URL(address, input.origin).toString();

const titleHead: RouteHeadHook = (input) => {
  const titleId = input.params.titleId ?? '';
  const valid = isValidTitleId(titleId);
  // The catalogue's title page asks the same (use-title-detail.ts): one call for both.
  const titles = useHeadQuery(titleList, { title_id_list: String(Number(titleId) || 0) }, { enabled: valid });
  const path = valid ? href('TITLE', { titleId: Number(titleId) }) : input.pathname;
  if (!valid) return statusPageHead({ kind: 'not-found' }, input);
  if (titles.data && titles.data.title_list.length === 0) return statusPageHead({ kind: 'not-found' }, input);
  const title = titles.data?.title_list[0];
  if (!title) return loadingOr(input, path, titles.error);
  return {
    ...PLAIN,
    title: title.title_name,
    description: input.t('head.title.description', { name: title.title_name, author: title.author_text, intro: title.introduction_text }),
    path,
    image: title.thumbnail_rect_image_url,
    ogType: 'book',
    breadcrumbs: [{ name: title.title_name, path }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ComicSeries',
        name: title.title_name,
        description: title.introduction_text,
        url: input.url(path),
        image: absolute(input, title.thumbnail_rect_image_url),
        author: person(title.author_text),
        inLanguage: 'ja',
        // Its episodes count: schema.org gives a periodical no such number; its parts are its episodes.
        hasPart: title.episode_id_list.map((episodeId) => ({
          '@type': 'ComicIssue',
          url: input.url(href('EPISODE_VIEWER', { titleId: title.title_id, episodeId })),
        })),
      },
    ],
  };
};

const episodeHead: RouteHeadHook = (input) => {
  const { titleId = '', episodeId = '' } = input.params;
  const valid = isValidTitleId(titleId) && isValidEpisodeId(episodeId);
  // The viewer's tracking asks the same (use-episode-tracking.ts); unlike the page list it answers for any visitor.
  const answer = useHeadQuery(webEpisode, { episode_id: Number(episodeId) || 0 }, { enabled: valid });
  if (!valid) return statusPageHead({ kind: 'not-found' }, input);
  const path = href('EPISODE_VIEWER', { titleId: Number(titleId), episodeId: Number(episodeId) });
  const found = answer.data;
  // An episode of another title than the address names is not found, as the viewer decides (EpisodeViewer.tsx).
  if (found && found.title.title_id !== Number(titleId)) return statusPageHead({ kind: 'not-found' }, input);
  if (!found) return loadingOr(input, path, answer.error);
  const { episode, title } = found;
  const titlePath = href('TITLE', { titleId: title.title_id });
  return {
    ...PLAIN,
    title: input.t('head.episode.title', { episode: episode.episode_name, title: title.title_name }),
    description:
      episode.introduction_text || input.t('head.episode.description', { episode: episode.episode_name, title: title.title_name }),
    path,
    image: title.thumbnail_rect_image_url,
    ogType: 'article',
    breadcrumbs: [
      { name: title.title_name, path: titlePath },
      { name: episode.episode_name, path },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ComicIssue',
        name: episode.episode_name,
        issueNumber: episode.index,
        url: input.url(path),
        image: absolute(input, episode.thumbnail_image_url),
        datePublished: episode.start_time,
        isPartOf: { '@type': 'ComicSeries', name: title.title_name, url: input.url(titlePath), author: person(title.author_text) },
      },
    ],
  };
};

const authorHead: RouteHeadHook = (input) => {
  const authorId = input.params.authorId ?? '';
  const valid = /^\d{1,9}$/.test(authorId);
  // The author page's first page of topics asks the same (AuthorPage.tsx, 20 a page): one call for both.
  const detail = useHeadQuery(wpAuthor, { author_id: Number(authorId), page: 1, per_page: 20 }, { enabled: valid });
  if (!valid) return statusPageHead({ kind: 'not-found' }, input);
  const path = href('AUTHOR', { authorId });
  const author = detail.data?.author;
  if (!author) return loadingOr(input, path, detail.error);
  return {
    ...PLAIN,
    title: author.author_name,
    description: author.profile_text || input.t('head.author.description', { name: author.author_name }),
    path,
    ogType: 'article',
    breadcrumbs: [
      { name: input.t('head.authors.title'), path: href('AUTHORS') },
      { name: author.author_name, path },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: input.url(path),
        mainEntity: { ...person(author.author_name), description: author.profile_text },
      },
    ],
  };
};

const topicHead: RouteHeadHook = (input) => {
  const slug = input.params.slug ?? '';
  const valid = /^[a-z0-9_-]{1,80}$/.test(slug);
  // The article screen asks the same (TopicArticle.tsx).
  const topic = useHeadQuery(wpTopic, { slug }, { enabled: valid });
  if (!valid) return statusPageHead({ kind: 'not-found' }, input);
  const path = href('TOPIC', { slug });
  const post = topic.data?.post;
  if (!post) return loadingOr(input, path, topic.error);
  const topics: Crumb = { name: input.t('head.topics.title'), path: href('TOPICS') };
  return {
    ...PLAIN,
    title: post.title,
    description: post.excerpt || input.t('head.topics.description'),
    path,
    ogType: 'article',
    breadcrumbs: [topics, { name: post.title, path }],
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Article', headline: post.title, datePublished: post.date, url: input.url(path) },
    ],
  };
};

const topicsCategoryHead: RouteHeadHook = (input) => {
  const slug = input.params.categorySlug ?? '';
  // The topics screen names its category from the same list (use-topic-categories.ts).
  const categories = useHeadQuery(wpCategories, {});
  const path = href('TOPICS_CATEGORY', { categorySlug: slug });
  const list = categories.data?.category_list;
  if (!list) return loadingOr(input, path, categories.error);
  const category = list.find((item) => item.slug === slug);
  if (!category) return statusPageHead({ kind: 'not-found' }, input);
  const topics: Crumb = { name: input.t('head.topics.title'), path: href('TOPICS') };
  const title = input.t('head.topicsCategory.title', { name: category.name });
  return {
    ...PLAIN,
    title,
    description: input.t('head.topicsCategory.description', { name: category.name }),
    path,
    breadcrumbs: [topics, { name: category.name, path }],
  };
};

const magazineHead: RouteHeadHook = (input) => {
  const magazineId = input.params.magazineId ?? '';
  const valid = isValidMagazineId(magazineId);
  // The magazine viewer asks the same (MagazineViewer.tsx).
  const detail = useHeadQuery(magazineDetail, { magazine_id: Number(magazineId) }, { enabled: valid });
  if (!valid) return statusPageHead({ kind: 'not-found' }, input);
  const path = href('MAGAZINE_VIEWER', { magazineId: Number(magazineId) });
  const magazine = detail.data?.magazine;
  if (!magazine) return loadingOr(input, path, detail.error);
  return {
    ...PLAIN,
    title: magazine.magazine_name,
    description: magazine.introduction_text || input.t('head.magazine.description', { name: magazine.magazine_name }),
    path,
    image: magazine.thumbnail_image_url,
    ogType: 'book',
    breadcrumbs: [{ name: magazine.magazine_name, path }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'PublicationIssue',
        name: magazine.magazine_name,
        datePublished: magazine.release_time,
        url: input.url(path),
      },
    ],
  };
};

/**
 * The routes whose page is a redirect once the API names the target (the latest links,
 * host/src/routes/latest-routes.tsx): never indexed; the server answers them with an HTTP redirect
 * (their head's `redirect`), or their head alone until the target is known
 * (host/src/server/first-screen.tsx), as their page has nothing to show before the redirect.
 */
export const REDIRECT_ROUTES: ReadonlySet<RouteName> = new Set(['TITLE_LATEST', 'TITLE_LATEST_INDEX', 'MAGAZINE_LATEST']);

const redirectHead = privatePage('redirect');

/**
 * A latest link's head, as its target decides (host/src/routes/latest-targets.ts, which the page
 * follows in the browser): 404 where the page is the not-found page; a temporary redirect (302)
 * to the page it names, as the target changes with each new episode or issue (a 301 would be kept
 * by browsers and crawlers for good, and move the link's standing in search results to one episode).
 */
function latestHead(input: HeadInput, target: LatestTarget): PageHead {
  if (target.kind === 'not-found') return statusPageHead({ kind: 'not-found' }, input);
  if (target.kind === 'found') return { ...redirectHead(input), status: 302, redirect: target.path };
  // The API could not name it now (the page offers a retry): its failure's status (1099 a 500, 1103 a
  // 429), never a 200 a crawler would keep as the link's page.
  if (target.kind === 'failed') return { ...redirectHead(input), status: statusOfCode(target.error.responseCode) };
  return redirectHead(input);
}

/** TITLE_LATEST(_INDEX): the episode it names. */
const latestEpisodeHead: RouteHeadHook = (input) => latestHead(input, useLatestEpisodeTarget(input.params));

/** MAGAZINE_LATEST: the newest released issue. */
const latestMagazineHead: RouteHeadHook = (input) => latestHead(input, useLatestMagazineTarget());

const topHead: RouteHeadHook = (input) => ({
  ...PLAIN,
  title: null,
  description: input.t('head.top.description'),
  path: '/',
  jsonLd: [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: input.t('brand'),
      url: input.url('/'),
      inLanguage: input.language,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${new URL(ROUTE_SEARCH_WORD, input.origin)}{search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ],
});

/** The search result address a word goes to (TITLE_SEARCH), up to the word. */
const ROUTE_SEARCH_WORD = href('TITLE_SEARCH', { word: 'x' }).slice(0, -1);

const wordHead =
  (key: 'titleSearch' | 'searchKeyword', param: 'word' | 'keyword'): RouteHeadHook =>
  (input) => {
    const value = input.params[param] ?? '';
    const title = input.t(`head.${key}.title`, { [param]: value });
    return {
      ...PLAIN,
      title,
      description: input.t(`head.${key}.description`, { [param]: value }),
      path: input.pathname,
      breadcrumbs: [{ name: title, path: input.pathname }],
    };
  };

const articleHead: RouteHeadHook = (input) => {
  const name = input.params.articleName ?? '';
  if (!(ARTICLE_NAMES as readonly string[]).includes(name)) return statusPageHead({ kind: 'not-found' }, input);
  const title = input.t(`head.article.${name}`);
  const path = href('ARTICLE', { articleName: name });
  return { ...PLAIN, title, description: input.t('head.article.description', { name: title }), path, breadcrumbs: [{ name: title, path }] };
};

const errorHead: RouteHeadHook = (input) => {
  const code = input.params.errorCode ?? null;
  return statusPageHead(code === String(MAINTENANCE_CODE) ? { kind: 'maintenance' } : { kind: 'error', code }, input);
};

/** The pages that answer "not found" whatever the address: the unknown route and /notfound. */
const notFoundHead: RouteHeadHook = (input) => statusPageHead({ kind: 'not-found' }, input);

/**
 * Every route's head, in one place: the server writes it into the page's HTML (with the
 * route's status) and the browser puts it in the document after each navigation (RouteHead.tsx).
 */
export const ROUTE_HEADS: Record<RouteName | 'unknown', RouteHeadHook> = {
  TOP: topHead,
  TITLE: titleHead,
  EPISODE_VIEWER: episodeHead,
  TITLE_LATEST: latestEpisodeHead,
  TITLE_LATEST_INDEX: latestEpisodeHead,
  MAGAZINE_LATEST: latestMagazineHead,
  MAGAZINE_VIEWER: magazineHead,
  LIMITED: privatePage('limited'),
  LIMITED_EPISODE: privatePage('limited'),
  LOGIN: privatePage('login'),
  GIFT: privatePage('gift'),
  SIGNUP_PRE: privatePage('signup'),
  SIGNUP: privatePage('signup'),
  EMAIL_PRESAVE_SEND: privatePage('signupSent'),
  SIGNUP_WELCOME: privatePage('signupWelcome'),
  DENIED_AGE: privatePage('signupDenied'),
  MYPAGE: privatePage('myPage'),
  MYPAGE_HISTORY: privatePage('readingHistory'),
  MYPAGE_FAVORITE: privatePage('favorites'),
  PASSWORD_PRERESET: privatePage('passwordReset'),
  PASSWORD_PRERESET_SEND: privatePage('passwordResetSent'),
  PASSWORD_RESET: privatePage('passwordNew'),
  PASSWORD_RESET_DONE: privatePage('passwordDone'),
  MYPAGE_SETTING: privatePage('settings'),
  MYPAGE_SETTING_OPT_OUT: privatePage('optOut'),
  MYPAGE_SETTING_PASSWORD: privatePage('passwordChange'),
  MYPAGE_SETTING_EMAIL: privatePage('emailChange'),
  EMAIL_SAVE: privatePage('emailChange'),
  RESIGN: privatePage('resign'),
  RESIGN_COMPLETE: privatePage('resignDone'),
  PRESAVE: privatePage('signup'),
  MYPAGE_SETTING_TICKET: privatePage('tickets'),
  RANKING: fixedPage('ranking', href('RANKING')),
  RANKING_DETAIL: fixedPage('rankingDetail', (input) => input.pathname),
  SERIES: fixedPage('series', href('SERIES')),
  SEARCH: fixedPage('search', href('SEARCH')),
  TITLE_SEARCH: wordHead('titleSearch', 'word'),
  SEARCH_KEYWORD: wordHead('searchKeyword', 'keyword'),
  SEARCH_GENRE: fixedPage('searchGenre', (input) => input.pathname),
  SEARCH_CATEGORY: fixedPage('searchCategory', (input) => input.pathname),
  TOPICS: fixedPage('topics', href('TOPICS')),
  TOPICS_CATEGORY: topicsCategoryHead,
  TOPIC: topicHead,
  AUTHORS: fixedPage('authors', href('AUTHORS')),
  AUTHOR: authorHead,
  ABOUT: fixedPage('about', href('ABOUT')),
  ARTICLE: articleHead,
  LATEST_UPDATES: fixedPage('updates', href('LATEST_UPDATES')),
  FANLETTER_TITLE: privatePage('fanLetter'),
  FANLETTER_AUTHOR: privatePage('fanLetter'),
  FANLETTER_SUCCESS: privatePage('fanLetter'),
  FANLETTER_FAILURE: privatePage('fanLetter'),
  POINT_SHOP: privatePage('pointShop'),
  MONTHLY_PLAN: privatePage('plan'),
  PAYMENT_SANDBOX: privatePage('paymentSandbox'),
  PAYMENT_RESULT: privatePage('paymentResult'),
  SUBSCRIPTION: privatePage('subscription'),
  COIN: privatePage('coin'),
  COIN_HISTORY: privatePage('coinHistory'),
  POINT_HISTORY: privatePage('pointHistory'),
  TICKET_HISTORY: privatePage('ticketHistory'),
  PURCHASED: privatePage('purchased'),
  DENIED_REGION: (input) => statusPageHead({ kind: 'denied-region' }, input),
  MAINTENANCE: (input) => statusPageHead({ kind: 'maintenance' }, input),
  ERROR: errorHead,
  NOT_FOUND: notFoundHead,
  unknown: notFoundHead,
};

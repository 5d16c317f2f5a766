import type { ExposeName, RemoteName } from '@ciao/shared';
// Not the barrel: this module runs in the host's main script, before any shared library has
// loaded; the route constants are bundled into it (a copy of constants, no state).
import { ROUTES, type RouteName } from '@ciao/shared/route-paths';
import { REGISTRY_ELEMENT_ID } from './registry-element';

/** One remote's exposed module: a union over the remotes, so each expose belongs to its remote. */
type RouteRemote = { [R in RemoteName]: { remote: R; expose: ExposeName<R> } }[RemoteName];

const route = <R extends RemoteName>(remote: R, expose: ExposeName<R>) => ({ remote, expose }) as RouteRemote;

/**
 * The remote module each route shows (route-pages.tsx and content-routes.tsx render them;
 * route-preload.test.tsx checks the two agree). Read by the host's main script
 * before anything else runs, so it cannot use the router: it is matched against ROUTES' paths.
 */
export const ROUTE_REMOTES: Partial<Record<RouteName, RouteRemote>> = {
  TOP: route('catalog', './TopPage'),
  LOGIN: route('catalog', './TopPage'),
  TITLE: route('catalog', './TitlePage'),
  RANKING: route('catalog', './RankingPage'),
  RANKING_DETAIL: route('catalog', './RankingPage'),
  SERIES: route('catalog', './SeriesPage'),
  SEARCH: route('catalog', './SearchPage'),
  TITLE_SEARCH: route('catalog', './SearchPage'),
  SEARCH_KEYWORD: route('catalog', './SearchPage'),
  SEARCH_GENRE: route('catalog', './SearchPage'),
  SEARCH_CATEGORY: route('catalog', './SearchPage'),
  TOPICS: route('catalog', './ContentPages'),
  TOPICS_CATEGORY: route('catalog', './ContentPages'),
  TOPIC: route('catalog', './ContentPages'),
  AUTHORS: route('catalog', './ContentPages'),
  AUTHOR: route('catalog', './ContentPages'),
  ABOUT: route('catalog', './ContentPages'),
  ARTICLE: route('catalog', './ContentPages'),
  LATEST_UPDATES: route('catalog', './ContentPages'),
  FANLETTER_TITLE: route('catalog', './FanLetterPages'),
  FANLETTER_AUTHOR: route('catalog', './FanLetterPages'),
  FANLETTER_SUCCESS: route('catalog', './FanLetterPages'),
  FANLETTER_FAILURE: route('catalog', './FanLetterPages'),
  EPISODE_VIEWER: route('viewer', './EpisodeViewer'),
  MAGAZINE_VIEWER: route('viewer', './MagazineViewer'),
  LIMITED: route('viewer', './LimitedPages'),
  LIMITED_EPISODE: route('viewer', './LimitedPages'),
  SIGNUP_PRE: route('account', './SignupPages'),
  SIGNUP: route('account', './SignupPages'),
  EMAIL_PRESAVE_SEND: route('account', './SignupPages'),
  SIGNUP_WELCOME: route('account', './SignupPages'),
  DENIED_AGE: route('account', './SignupPages'),
  MYPAGE: route('account', './MyPages'),
  MYPAGE_HISTORY: route('account', './MyPages'),
  MYPAGE_FAVORITE: route('account', './MyPages'),
  MYPAGE_SETTING: route('account', './MyPages'),
  MYPAGE_SETTING_OPT_OUT: route('account', './MyPages'),
  MYPAGE_SETTING_PASSWORD: route('account', './MyPages'),
  MYPAGE_SETTING_EMAIL: route('account', './MyPages'),
  MYPAGE_SETTING_TICKET: route('account', './MyPages'),
  RESIGN: route('account', './MyPages'),
  PASSWORD_PRERESET: route('account', './AccountPages'),
  PASSWORD_PRERESET_SEND: route('account', './AccountPages'),
  PASSWORD_RESET: route('account', './AccountPages'),
  PASSWORD_RESET_DONE: route('account', './AccountPages'),
  EMAIL_SAVE: route('account', './AccountPages'),
  RESIGN_COMPLETE: route('account', './AccountPages'),
  PRESAVE: route('account', './AccountPages'),
  GIFT: route('commerce', './GiftPage'),
  POINT_SHOP: route('commerce', './CommercePages'),
  MONTHLY_PLAN: route('commerce', './CommercePages'),
  PAYMENT_SANDBOX: route('commerce', './CommercePages'),
  PAYMENT_RESULT: route('commerce', './CommercePages'),
  SUBSCRIPTION: route('commerce', './CommercePages'),
  COIN: route('commerce', './CommercePages'),
  COIN_HISTORY: route('commerce', './CommercePages'),
  POINT_HISTORY: route('commerce', './CommercePages'),
  TICKET_HISTORY: route('commerce', './CommercePages'),
  PURCHASED: route('commerce', './CommercePages'),
};

function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

const MATCHERS = Object.entries(ROUTE_REMOTES).map(([name, target]) => ({
  name: name as RouteName,
  pattern: pathPattern(ROUTES[name as RouteName].path),
  target,
}));

/** The remote module the route of `pathname` shows, if it is one of ROUTE_REMOTES. */
export function routeRemote(pathname: string): RouteRemote | null {
  return MATCHERS.find(({ pattern }) => pattern.test(pathname))?.target ?? null;
}

interface InlineDeployment {
  entry: string;
  integrity: string;
  exposeScripts?: Record<string, string[]>;
  scriptIntegrity?: Record<string, string>;
}

/** The active deployment of `remote` in the inlined registry, read without validation (registry-source.ts validates it when the first remote loads). */
function inlineDeployment(doc: Document, remote: RemoteName): InlineDeployment | null {
  try {
    const registry = JSON.parse(doc.getElementById(REGISTRY_ELEMENT_ID)?.textContent ?? 'null');
    const active = registry?.remotes?.[remote]?.active;
    return typeof active?.entry === 'string' && typeof active.integrity === 'string' ? active : null;
  } catch {
    return null;
  }
}

function linkScript(
  doc: Document,
  rel: 'preload' | 'prefetch',
  href: string,
  attributes: { integrity?: string | undefined; crossOrigin?: string } = {},
): void {
  const link = doc.createElement('link');
  link.rel = rel;
  link.as = 'script';
  link.href = href;
  if (attributes.integrity) link.setAttribute('integrity', attributes.integrity);
  if (attributes.crossOrigin) link.crossOrigin = attributes.crossOrigin;
  doc.head.appendChild(link);
}

/**
 * Starts downloading the current route's remote (its entry and the scripts of the exposed
 * module) while the host's own start-up scripts download, instead of after the host has
 * started and rendered the route. The attributes match the later requests, so the browser
 * reuses the preloads: the entry with the registry's integrity and CORS (federation.ts), the
 * chunks as webpack loads same-origin chunks, without crossorigin, with the integrity the
 * remote's runtime gives them (the registry's scriptIntegrity; without it, the browser would
 * not use the preload for the checked request and fetch the file again). A version override
 * (development only) makes these preloads unused, nothing worse.
 */
export function preloadRouteRemote(doc: Document = document, location: Location = window.location): void {
  const target = routeRemote(location.pathname);
  if (!target) return;
  const deployment = inlineDeployment(doc, target.remote);
  if (!deployment) return;
  linkExposeScripts(doc, 'preload', deployment, target.expose, location.origin);
}

/** Links a deployment's entry and the scripts of one exposed module, with the attributes of the requests federation makes for them later. */
function linkExposeScripts(doc: Document, rel: 'preload' | 'prefetch', deployment: InlineDeployment, expose: string, origin: string): void {
  const entryUrl = new URL(deployment.entry, origin);
  const links = [
    { href: entryUrl.href, integrity: deployment.integrity, crossOrigin: 'anonymous' },
    ...(deployment.exposeScripts?.[expose] ?? []).map((file) => ({
      href: new URL(file, entryUrl).href,
      integrity: deployment.scriptIntegrity?.[file],
    })),
  ];
  const linked = new Set([...doc.head.querySelectorAll('link[href]')].map((link) => (link as HTMLLinkElement).href));
  for (const { href, ...attributes } of links) if (!linked.has(href)) linkScript(doc, rel, href, attributes);
}

const PURCHASE_DIALOG = route('commerce', './PurchaseDialog');

/**
 * The dialogs a route's page opens on a press, from a remote whose code the page does not have
 * yet: the purchase dialog, from a title's episode list and from a locked episode's viewer.
 */
export const ROUTE_DIALOGS: Partial<Record<RouteName, RouteRemote[]>> = {
  TITLE: [PURCHASE_DIALOG],
  EPISODE_VIEWER: [PURCHASE_DIALOG],
};

/**
 * Prefetches the scripts of the dialogs the page of `pathname` can open (ROUTE_DIALOGS): downloaded
 * into the cache at the lowest priority, not run, so a press on a phone waits for their evaluation
 * only, not for the round trips of their entry and then its chunks (~150 ms each on 4G). Called once
 * the page is idle after it has started (start.tsx): the page's own downloads come first.
 */
export function prefetchRouteDialogs(pathname: string, doc: Document = document, origin: string = window.location.origin): void {
  const name = MATCHERS.find(({ pattern }) => pattern.test(pathname))?.name;
  for (const dialog of (name && ROUTE_DIALOGS[name]) || []) {
    const deployment = inlineDeployment(doc, dialog.remote);
    if (deployment) linkExposeScripts(doc, 'prefetch', deployment, dialog.expose, origin);
  }
}

import { renderToString } from 'react-dom/server';
// Bundled into the host's server bundle together with @ciao/shared/router, so both use one react-router.
// biome-ignore lint/style/noRestrictedImports: server code: the static router is no part of the browser's router API.
import { type RouteObject, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { dehydrate, type Query } from '@tanstack/react-query';
import * as sharedBarrel from '@ciao/shared';
import * as sharedForms from '@ciao/shared/forms';
import * as sharedRouter from '@ciao/shared/router';
import {
  API_QUERY_ROOT,
  type ExposeName,
  type FirstScreenRequest,
  LANGUAGES,
  type Language,
  type RemoteMessages,
  type HeadRequest,
  RESPONSE_CODES,
  ROUTES,
  type RemoteName,
  type ServerRenderedPage,
  api,
  createQueryClient,
  i18n,
  isApiError,
  setLocaleTimeOffsetFromUtc,
  webStatus,
} from '@ciao/shared';
import '../styles/global.css';
import '../i18n/register';
import { AppProviders } from '../app/providers';
import { type HeadCollector, HeadSettingsProvider, RouteHead, routeOf } from '../head/RouteHead';
import { REDIRECT_ROUTES } from '../head/route-heads';
import { type PageHead, headHtml } from '../head/page-head';
import { checkExposedModule, type RemoteLoader } from '../remotes/remote-loader';
import { routeRemote } from '../remotes/route-preload';
import { createRoutes } from '../routes/routes';

export { routeRemote } from '../remotes/route-preload';
export { detectLanguage, LANGUAGE_COOKIE } from '@ciao/shared';
// The stylesheets this bundle's modules registered (ops/src/webpack/server-style-loader.ts), and
// the remotes' bundles that run beside it: read through the bundle, whose realm holds them.
export { clearServerStyles, serverStyles } from '@ciao/shared/server-styles';

// This module's exports are @ciao/shared's HostServerBundle, which the web server loads
// (first-screen.test.tsx holds them to it).

/**
 * What this bundle provides to the remotes' server bundles, as the host provides it to the
 * page's share scope: one @ciao/shared (session store, bus, i18n, query hooks), one router.
 */
export const sharedModules: Record<string, unknown> = {
  '@ciao/shared': sharedBarrel,
  '@ciao/shared/forms': sharedForms,
  '@ciao/shared/router': sharedRouter,
};

/** Rounds of "render, then load what the render asked for": a title page asks in two steps. */
const MAX_DATA_ROUNDS = 3;

/**
 * An API answer the render asked for that is not there yet (already loading or not: `fetch` joins
 * a load under way). The API's only: other queries are the browser's work (the viewer decodes a
 * page's image with the DOM's Image), and the screen shows them loading, as a browser does first.
 */
function isWaitingToLoad(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  return query.queryKey[0] === API_QUERY_ROOT && query.state.status === 'pending' && enabled !== false && typeof enabled !== 'function';
}

/** The page the API's refusal calls for (region or maintenance), which replaces whatever was asked. */
function refusalPage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.responseCode === RESPONSE_CODES.REGION_DENIED) return ROUTES.DENIED_REGION.path;
  if (error.responseCode === RESPONSE_CODES.MAINTENANCE) return ROUTES.MAINTENANCE.path;
  return null;
}

/** Is the site refusing this reader (their region) or everyone (maintenance)? The status call is the one that answers in maintenance. */
async function refusal(): Promise<string | null> {
  try {
    const status = await api.call(webStatus, {}, { skipMaintenanceCheck: true });
    return status.maintenance ? ROUTES.MAINTENANCE.path : null;
  } catch (error) {
    return refusalPage(error);
  }
}

/** Which version's messages each namespace of the process's one i18n holds now. */
const messagesInUse = new Map<string, unknown>();

/**
 * Makes the process's one i18n speak with the words of the version being rendered. Each version's
 * bundle registered its namespaces when it was loaded; without this the one loaded last (a version
 * deployed, then rolled back from; a canary beside the stable one) spoke for all of them, and the
 * page, running the version it was sent, found other words than the screen's: a hydration mismatch
 * (React #418), the screen thrown away and rendered again in the browser.
 */
function speakAsVersion(messages: RemoteMessages | undefined): void {
  for (const [namespace, registered] of Object.entries(messages ?? {})) {
    if (messagesInUse.get(namespace) === registered) continue;
    for (const language of LANGUAGES) {
      i18n.removeResourceBundle(language, namespace);
      for (const added of registered) {
        const bundle = (added as Partial<Record<Language, Record<string, unknown>>>)[language];
        if (bundle) i18n.addResourceBundle(language, namespace, bundle, true, true);
      }
    }
    messagesInUse.set(namespace, registered);
  }
}

/**
 * The page's status, head and first screen, rendered by the page's own components for a visitor
 * (no session): the web server puts them in the HTML, so a crawler and a phone get the page
 * before its scripts arrive; the page then adopts the screen (hydration,
 * host/src/app/first-screen-data.tsx) with the same answers in its query cache. The head and
 * status come from the route's entry in host/src/head/route-heads.ts (a title the API does not
 * know is a 404). No screen when it cannot be rendered faithfully (an API error, the route's
 * remote has no server bundle); for a refused region (451) or maintenance (503) the head is
 * that page's and no catalogue data is sent. A latest link (REDIRECT_ROUTES) is answered with its
 * head alone, which names the page it redirects to once the API has (`location`). Null when the
 * router answers with a redirect of its own.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<ServerRenderedPage | null> {
  // A redirect: the server's own (its head names the target), and the router's <Navigate> has no place on the server.
  const route = routeOf(new URL(request.url).pathname).name;
  if (route !== 'unknown' && REDIRECT_ROUTES.has(route)) return renderHead(request);
  setLocaleTimeOffsetFromUtc(request.localeTimeOffsetFromUtc);
  api.setTransport({ baseUrl: new URL('/api', request.url).toString(), fetch: request.apiFetch });
  // Asked beside the render, not before it: the page's first answers do not wait for it.
  const [refused, page] = await Promise.all([refusal(), renderAt(request.url, request, request.exposed)]);
  if (refused) return headOnly(await renderAt(new URL(refused, request.url).toString(), request, null));
  if (!page) return null;
  const failed = page.queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error');
  // Refused between the status call and the page's: the refusal's page, as above.
  const refusedLater = failed.map((query) => refusalPage(query.state.error)).find(Boolean);
  if (refusedLater) return headOnly(await renderAt(new URL(refusedLater, request.url).toString(), request, null));
  const head = page.collector.head;
  if (!head) return null;
  const pending = page.queryClient.getQueryCache().getAll().some(isWaitingToLoad);
  // A route whose remote could not be rendered shows its loading state there: not the page.
  const target = routeRemote(new URL(request.url).pathname);
  const rendered = target === null ? page.collector.statusPage : request.exposed !== null;
  const screen = rendered && failed.length === 0 && !pending ? { html: page.html, queries: dehydrate(page.queryClient) } : null;
  return answerOf({ ...page.collector, head }, screen);
}

/** The page's answer from its head: status, Retry-After, redirect, the head's HTML. */
function answerOf(collector: HeadCollector & { head: PageHead }, screen: ServerRenderedPage['screen']): ServerRenderedPage {
  const { head } = collector;
  return {
    status: head.status,
    ...(head.retryAfter === undefined ? {} : { retryAfter: head.retryAfter }),
    ...(head.redirect === undefined ? {} : { location: head.redirect }),
    head: headHtml(collector.tags),
    screen,
  };
}

/** The route's head alone, at whatever address: no page, no remote (the routes of the head's own, RouteHead.tsx). */
const headRoutes = (): RouteObject[] => [{ path: '*', element: <RouteHead>{null}</RouteHead> }];

/**
 * The page's status and head without its screen: the route's entry in host/src/head/route-heads.ts
 * rendered alone, with the API calls it makes (one at most) and the site's status call. Far cheaper
 * than the page: the web server sends it when it does not render the page (the reader's address is
 * past its renders, or the render is slow) and for HEAD requests, so a crawler still gets the
 * page's head and status. The status is the route head's: a not-found page a remote shows of its
 * own accord for an address its route's head accepts is known only to the page's render.
 */
export async function renderHead(request: HeadRequest): Promise<ServerRenderedPage | null> {
  setLocaleTimeOffsetFromUtc(request.localeTimeOffsetFromUtc);
  api.setTransport({ baseUrl: new URL('/api', request.url).toString(), fetch: request.apiFetch });
  const headAt = (url: string) => renderAt(url, request, null, headRoutes());
  const [refused, page] = await Promise.all([refusal(), headAt(request.url)]);
  const refusedLater = page?.queryClient
    .getQueryCache()
    .getAll()
    .map((query) => (query.state.status === 'error' ? refusalPage(query.state.error) : null))
    .find(Boolean);
  const refusedPage = refused ?? refusedLater;
  return headOnly(refusedPage ? await headAt(new URL(refusedPage, request.url).toString()) : page);
}

function headOnly(page: RenderedAt | null): ServerRenderedPage | null {
  const head = page?.collector.head;
  if (!page || !head) return null;
  return answerOf({ ...page.collector, head }, null);
}

interface RenderedAt {
  html: string;
  queryClient: ReturnType<typeof createQueryClient>;
  collector: HeadCollector;
}

/** Renders `url` until the API answers its render asked for are in (or MAX_DATA_ROUNDS). */
async function renderAt(
  url: string,
  request: HeadRequest,
  exposed: FirstScreenRequest['exposed'],
  routes: RouteObject[] = createRoutes(),
): Promise<RenderedAt | null> {
  const module = exposed
    ? checkExposedModule(exposed.remote, exposed.expose as ExposeName<typeof exposed.remote>, exposed.module)
    : undefined;
  const loader: RemoteLoader = {
    loaded: ((name: RemoteName, exposeName: string) =>
      exposed && name === exposed.remote && exposeName === exposed.expose ? module : undefined) as RemoteLoader['loaded'],
    // Any other region keeps its loading state, which the browser replaces.
    loadExposed: (() => new Promise(() => undefined)) as RemoteLoader['loadExposed'],
    refresh: () => Promise.resolve(),
  };

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const collector: HeadCollector = { head: null, tags: [], statusPage: false };
  const render = () => {
    // The process's one i18n instance serves renders of both languages. Each render sets its own
    // just before it, and renders synchronously (its data is loaded between renders): no other
    // render's language can come between. The messages are all loaded, so the switch is immediate.
    void i18n.changeLanguage(request.language);
    speakAsVersion(exposed?.messages);
    collector.statusPage = false;
    return renderToString(
      <AppProviders loader={loader} queryClient={queryClient}>
        <HeadSettingsProvider settings={{ origin: request.publicOrigin, collector }}>
          {/* No router hydration data: the routes have no loaders, and an inline script would break the CSP. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HeadSettingsProvider>
      </AppProviders>,
    );
  };

  let html = render();
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const waiting = queryClient.getQueryCache().getAll().filter(isWaitingToLoad);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  return { html, queryClient, collector };
}

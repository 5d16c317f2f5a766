import { renderToString } from 'react-dom/server';
// Bundled into the host's server bundle together with @ciao/shared/router, so both use one react-router.
// biome-ignore lint/style/noRestrictedImports: server code: the static router is no part of the browser's router API.
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import * as sharedBarrel from '@ciao/shared';
import * as sharedForms from '@ciao/shared/forms';
import * as sharedRouter from '@ciao/shared/router';
import {
  API_QUERY_ROOT,
  type ExposeName,
  type Language,
  type RemoteName,
  api,
  createQueryClient,
  i18n,
  setLocaleTimeOffsetFromUtc,
} from '@ciao/shared';
import '../styles/global.css';
import '../i18n/register';
import { AppProviders } from '../app/providers';
import { checkExposedModule, type RemoteLoader } from '../remotes/remote-loader';
import { createRoutes } from '../routes/routes';

export { routeRemote } from '../remotes/route-preload';
export { detectLanguage, LANGUAGE_COOKIE } from '@ciao/shared';
// The stylesheets this bundle's modules registered (ops/src/webpack/server-style-loader.ts), and
// the remotes' bundles that run beside it: read through the bundle, whose realm holds them.
// biome-ignore lint/style/noRestrictedImports: server code; the server-style-loader's run-time part, as style-loader's is in the browser.
export { clearServerStyles, serverStyles } from '../../../ops/src/webpack/server-styles';

/**
 * What this bundle provides to the remotes' server bundles, as the host provides it to the
 * page's share scope: one @ciao/shared (session store, bus, i18n, query hooks), one router.
 */
export const sharedModules: Record<string, unknown> = {
  '@ciao/shared': sharedBarrel,
  '@ciao/shared/forms': sharedForms,
  '@ciao/shared/router': sharedRouter,
};

export interface FirstScreenRequest {
  /** The page's absolute URL. */
  url: string;
  /** The exposed module the route shows, from the remote's server bundle. */
  exposed: { remote: RemoteName; expose: string; module: unknown };
  /** How the page's API calls reach the API (the web server answers them in-process). */
  apiFetch: typeof fetch;
  localeTimeOffsetFromUtc: number;
  /** The page's language (the reader's choice, else Japanese). */
  language: Language;
}

export interface FirstScreen {
  /** The markup of the page's root element. */
  html: string;
  /** The answers the screen was rendered from, for the page's query cache. */
  queries: DehydratedState;
}

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

/**
 * The page's first screen, rendered by the page's own components for a visitor (no session,
 * Japanese): the web server puts it in the HTML so a phone paints the page before its scripts
 * arrive; the page then adopts it (hydration, host/src/app/first-screen-data.tsx) with the same
 * answers in its query cache. Null when the screen cannot be rendered faithfully (a redirect, an
 * API error): the page then starts as it would without it.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  setLocaleTimeOffsetFromUtc(request.localeTimeOffsetFromUtc);
  api.setTransport({ baseUrl: new URL('/api', request.url).toString(), fetch: request.apiFetch });
  const { remote, expose } = request.exposed;
  const module = checkExposedModule(remote, expose as ExposeName<typeof remote>, request.exposed.module);
  const loader: RemoteLoader = {
    loaded: ((name: RemoteName, exposeName: string) =>
      name === remote && exposeName === expose ? module : undefined) as RemoteLoader['loaded'],
    // Any other region keeps its loading state, which the browser replaces.
    loadExposed: (() => new Promise(() => undefined)) as RemoteLoader['loadExposed'],
    refresh: () => Promise.resolve(),
  };

  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(request.url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const render = () => {
    // The process's one i18n instance serves renders of both languages. Each render sets its own
    // just before it, and renders synchronously (its data is loaded between renders): no other
    // render's language can come between. The messages are all loaded, so the switch is immediate.
    void i18n.changeLanguage(request.language);
    return renderToString(
      <AppProviders loader={loader} queryClient={queryClient}>
        {/* No router hydration data: the routes have no loaders, and an inline script would break the CSP. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => query.state.status === 'error' || isWaitingToLoad(query))) return null;
  return { html, queries: dehydrate(queryClient) };
}

import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@ciao/shared/router';
import { bus, createQueryClient, openDeferredParts, setLocaleTimeOffsetFromUtc } from '@ciao/shared';
import '../styles/global.css';
import '../i18n/register';
import { HeadSettingsProvider } from '../head/RouteHead';
import { applyInitialLanguage } from '../i18n/language';
import { createFederationPort } from '../remotes/federation';
import { awaitFirstRemote } from '../remotes/first-remote';
import { fetchRegistry, readInlineRegistry } from '../remotes/registry-source';
import { createRemoteLoader } from '../remotes/remote-loader';
import { readVersionOverrides } from '../remotes/version-override';
import { prefetchRouteDialogs, routeRemote } from '../remotes/route-preload';
import { entryArrived, installFieldTelemetry, pageFieldReport } from '../telemetry/page-field-report';
import { installApiHandlers } from './api-handlers';
import { adoptFirstScreenData, hydrateFirstScreen } from './first-screen-data';
import { AppProviders } from './providers';
import { fillPersonalParts } from './personal-parts';
import { createAppRouter } from './router';
import { readRuntimeConfig } from './runtime-config';
import { installTagManager } from './tag-manager';

/** Starts the page: config, language, the remote loader, query cache, router; the first page's remote, then the first render. */
export async function start(): Promise<void> {
  const config = readRuntimeConfig();
  setLocaleTimeOffsetFromUtc(config.localeTimeOffsetFromUtc);
  applyInitialLanguage(window.location.search);
  // Before any remote loads, so no tracking event is sent before it is heard.
  installTagManager({ bus, containerId: config.gtmContainerId });
  installFieldTelemetry(config.fieldTelemetry);
  pageFieldReport.startView(routeRemote(window.location.pathname)?.remote ?? null);

  const inlineRegistry = readInlineRegistry();
  const loader = createRemoteLoader({
    federation: createFederationPort(),
    initialRegistry: () => (inlineRegistry ? Promise.resolve(inlineRegistry) : fetchRegistry()),
    freshRegistry: () => fetchRegistry(),
    overrides: readVersionOverrides({ search: window.location.search, storage: sessionStorage, isProd: config.isProd }),
    origin: window.location.origin,
    report: pageFieldReport,
    entryArrived,
  });

  // The page's one query cache: data one remote loaded is there for the next.
  const queryClient = createQueryClient();
  const serverRendered = adoptFirstScreenData(queryClient);
  const router = createAppRouter();
  // A navigation's render reaches the parts adopted only when near (HydrateWhenNear): open them first.
  const stopWatchingNavigation = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === 'default') return;
    openDeferredParts();
    stopWatchingNavigation();
  });
  installApiHandlers((to, options) => void router.navigate(to, options));
  // Each route change is a page view of field telemetry (a new query string on the same page is not).
  let viewedPath = window.location.pathname;
  router.subscribe(({ location }) => {
    if (location.pathname === viewedPath) return;
    viewedPath = location.pathname;
    pageFieldReport.startView(routeRemote(location.pathname)?.remote ?? null);
    prefetchDialogsWhenIdle(location.pathname);
  });

  // Under a server-rendered first screen too: the region is then adopted with the rest of the
  // page. Past the cap, hydration keeps the server's markup of the region until its module has
  // come (or shows the region's failure if it never does).
  await awaitFirstRemote(loader, window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const page = (
    <AppProviders loader={loader} queryClient={queryClient}>
      <HeadSettingsProvider settings={{ origin: config.publicOrigin ?? window.location.origin }}>
        <RouterProvider router={router} />
      </HeadSettingsProvider>
    </AppProviders>
  );
  if (serverRendered) {
    // A signed-in reader's copy of the screen everybody gets: their own parts are filled in then.
    hydrateFirstScreen(container, page, () => {
      void fillPersonalParts(queryClient);
      prefetchDialogsWhenIdle(window.location.pathname);
    });
    return;
  }
  const root = createRoot(container);
  // A transition, so React renders the first page in slices of a few milliseconds and lets the
  // browser run between them, instead of in one long task (Total Blocking Time).
  startTransition(() => root.render(page));
  prefetchDialogsWhenIdle(window.location.pathname);
}

/** The route's dialogs' scripts (route-preload.ts), once the started page leaves the browser idle; after 2 s where it cannot tell (Safari). */
function prefetchDialogsWhenIdle(pathname: string): void {
  const prefetch = () => prefetchRouteDialogs(pathname);
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 5000 });
  else setTimeout(prefetch, 2000);
}

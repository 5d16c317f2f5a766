// The one render helper of every component test: the providers a page has, fresh per test.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import {
  QueryProvider,
  createQueryClient,
  i18n,
  sessionActions,
  sessionStore,
  type Language,
  type QueryClient,
  type SessionState,
} from '@ciao/shared';

// Each test starts from the session defaults (docs/product-rules.md §3) (setup-dom.js empties localStorage), in Japanese.
beforeEach(async () => {
  sessionActions.reset();
  await i18n.changeLanguage('ja');
});

/** The page's client settings, minus what makes tests slow or leaky: no retry of any kind, no GC timers. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false, gcTime: Number.POSITIVE_INFINITY },
  });
  return client;
}

export interface RenderOptions {
  /** The URL the memory router starts at. Default `/`. */
  route?: string;
  /** The route pattern `ui` is mounted at. Default `*` (any URL). */
  path?: string;
  /** Child routes rendered in `ui`'s <Outlet /> (a shell around pages); `path` is then unused. */
  outlet?: RouteObject[];
  /** A whole route map instead of `ui` (the host renders its own). */
  routes?: RouteObject[];
  /** Share one client between renders (a cache test); a fresh one otherwise. */
  queryClient?: QueryClient;
  /** Session state on top of the defaults, e.g. `{ isLoggedIn: true, account }`. */
  session?: Partial<SessionState>;
  /** The language to render in; every test starts in Japanese. */
  language?: Language;
  /** Extra providers of a package (the host's remote loader), inside the query provider. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

function routeMap(ui: ReactNode, options: RenderOptions): RouteObject[] {
  if (options.routes) return options.routes;
  if (options.outlet) return [{ element: ui, children: options.outlet }];
  return [{ path: options.path ?? '*', element: ui }];
}

/**
 * Renders `ui` under a memory router at `route`, with i18n, a fresh QueryClient (retries
 * off) and the session store. Returns Testing Library's result plus the router, the
 * client and a userEvent instance.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  if (options.session) sessionStore.setState(options.session);
  if (options.language) void i18n.changeLanguage(options.language);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter(routeMap(ui, options), { initialEntries: [options.route ?? '/'] });
  const Wrapper = options.wrapper ?? Fragment;
  const view = render(
    <QueryProvider client={queryClient}>
      <Wrapper>
        <RouterProvider router={router} />
      </Wrapper>
    </QueryProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

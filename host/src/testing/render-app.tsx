import '../i18n/register';
import { renderWithProviders, type RenderOptions } from '../../../test-support/render-with-providers';
import { ShellProviders } from '../app/providers';
import { createRoutes } from '../routes/routes';
import type { RemoteLoader } from '../remotes/remote-loader';
import { createFakeRemoteLoader } from './fake-remote-loader';

/** Renders the real route map at `path` with the shared test providers and a substitute remote loader. */
export function renderApp(
  path: string,
  loader: RemoteLoader = createFakeRemoteLoader(),
  options: Omit<RenderOptions, 'route' | 'routes'> = {},
) {
  const view = renderWithProviders(null, {
    ...options,
    routes: createRoutes(),
    route: path,
    wrapper: ({ children }) => <ShellProviders loader={loader}>{children}</ShellProviders>,
  });
  return { ...view, loader };
}

import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import '../i18n/register';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../routes/routes';
import type { RemoteLoader } from '../remotes/remote-loader';
import { createFakeRemoteLoader } from './fake-remote-loader';

/** Renders the real route map at `path`, with a substitute remote loader. */
export function renderApp(path: string, loader: RemoteLoader = createFakeRemoteLoader()) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders loader={loader}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, loader };
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, type RouteObject } from '@ciao/shared/router';
import { QueryProvider } from '../query/query-provider';

/**
 * Starts a remote's standalone page (npm run dev -- <remote>): the team's own routes with the
 * providers the host gives a remote in the composed site (a query cache with the same policy,
 * a router), so a screen behaves alone as it does inside the host.
 */
export function mountStandalone(routes: RouteObject[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('standalone page without #root');
  createRoot(container).render(
    <StrictMode>
      <QueryProvider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </QueryProvider>
    </StrictMode>,
  );
}

import { QueryProvider, isValidTitleId } from '@ciao/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useParams } from 'react-router';
import TitlePage from './exposes/title-page';
import TopPage from './exposes/top-page';

/** Reads the URL's title id like the host does, so the team can open real title pages. */
function TitleRoute() {
  const { titleId = '' } = useParams();
  return isValidTitleId(titleId) ? <TitlePage titleId={Number(titleId)} /> : <p>Invalid title id: {titleId}</p>;
}

const router = createBrowserRouter([
  { path: '/', element: <TopPage /> },
  { path: '/title/:titleId', element: <TitleRoute /> },
]);

const container = document.getElementById('root');
if (!container) throw new Error('standalone page without #root');
createRoot(container).render(
  <StrictMode>
    {/* The standalone page's own query cache, with the same policy the host installs. */}
    <QueryProvider>
      <RouterProvider router={router} />
    </QueryProvider>
  </StrictMode>,
);

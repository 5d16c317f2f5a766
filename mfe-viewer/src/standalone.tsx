import { QueryProvider, href, isValidEpisodeId, isValidTitleId } from '@ciao/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider, useParams } from 'react-router';
import EpisodeViewer from './exposes/episode-viewer';

/** Reads the ids from the URL like the host does, so the team can open real episodes. */
function EpisodeRoute() {
  const { titleId = '', episodeId = '' } = useParams();
  if (!isValidTitleId(titleId) || !isValidEpisodeId(episodeId))
    return (
      <p>
        Invalid ids: {titleId} / {episodeId}
      </p>
    );
  return <EpisodeViewer titleId={Number(titleId)} episodeId={Number(episodeId)} />;
}

/** The viewer alone has no catalogue: the start page links to a first episode to try. */
function StartPage() {
  return (
    <main>
      <h1>viewer (standalone)</h1>
      <p>
        Open <code>/title/:titleId/episode/:episodeId</code> with ids of the running API (the demo seed numbers episodes title id x 100 +
        n).
      </p>
      <Link to={href('EPISODE_VIEWER', { titleId: 1, episodeId: 101 })}>Episode 1 of title 1</Link>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <StartPage /> },
  { path: '/title/:titleId', element: <StartPage /> },
  { path: '/title/:titleId/episode/:episodeId', element: <EpisodeRoute /> },
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

import { mountStandalone, href, isValidEpisodeId, isValidMagazineId, isValidTitleId } from '@ciao/shared';
import { Link, useParams } from '@ciao/shared/router';
import EpisodeViewer from './exposes/episode-viewer';
import MagazineViewer from './exposes/magazine-viewer';

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

function MagazineRoute() {
  const { magazineId = '' } = useParams();
  if (!isValidMagazineId(magazineId)) return <p>Invalid magazine id: {magazineId}</p>;
  return <MagazineViewer magazineId={Number(magazineId)} />;
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
      <br />
      <Link to={href('MAGAZINE_VIEWER', { magazineId: 1 })}>Magazine issue 1 (free)</Link>
    </main>
  );
}

mountStandalone([
  { path: '/', element: <StartPage /> },
  { path: '/title/:titleId', element: <StartPage /> },
  { path: '/title/:titleId/episode/:episodeId', element: <EpisodeRoute /> },
  { path: '/magazine/:magazineId', element: <MagazineRoute /> },
]);

import { mountStandalone, isValidTitleId } from '@ciao/shared';
import { useParams } from '@ciao/shared/router';
import TitlePage from './exposes/title-page';
import TopPage from './exposes/top-page';

/** Reads the URL's title id like the host does, so the team can open real title pages. */
function TitleRoute() {
  const { titleId = '' } = useParams();
  return isValidTitleId(titleId) ? <TitlePage titleId={Number(titleId)} /> : <p>Invalid title id: {titleId}</p>;
}

mountStandalone([
  { path: '/', element: <TopPage /> },
  { path: '/title/:titleId', element: <TitleRoute /> },
]);

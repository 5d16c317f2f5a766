import './i18n/register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { mountStandalone, ROUTES, href, useSession } from '@ciao/shared';
import LoginModal from './exposes/login-modal';
import { NAMESPACE } from './i18n/register';

/** The account remote alone, for its team (npm run dev): no header, just the modal and its effects. */
function Shell() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const nickname = useSession((state) => state.account?.nickname ?? null);
  return (
    <main>
      <h1>{t('standalone.heading')}</h1>
      <p>{nickname ? t('standalone.loggedInAs', { nickname }) : t('standalone.loggedOut')}</p>
      <nav>
        <Link to={href('TOP')}>{t('standalone.toTop')}</Link>{' '}
        <Link to={href('EPISODE_VIEWER', { titleId: 1, episodeId: 1 })}>{t('standalone.toEpisode')}</Link>
      </nav>
      <button type="button" onClick={() => setOpen(true)}>
        {t('standalone.openLogin')}
      </button>
      <Outlet />
      {open && <LoginModal onClose={() => setOpen(false)} />}
    </main>
  );
}

function EpisodeStandIn() {
  const { t } = useTranslation(NAMESPACE);
  return <p>{t('standalone.episodePage')}</p>;
}

mountStandalone([
  {
    element: <Shell />,
    children: [
      { path: href('TOP'), element: null },
      { path: ROUTES.EPISODE_VIEWER.path, element: <EpisodeStandIn /> },
    ],
  },
]);

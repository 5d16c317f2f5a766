import './i18n/register';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { bus, mountStandalone, ROUTES, href, useSession } from '@ciao/shared';
import LoginModal from './exposes/login-modal';
import SignupPages from './exposes/signup-pages';
import { NAMESPACE } from './i18n/register';

/** The account remote alone, for its team (npm run dev): no header, the login modal and the sign-up screens. */
function Shell() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const nickname = useSession((state) => state.account?.nickname ?? null);
  // Sign-up screens ask for the login modal on the bus, as the host's modal host hears it.
  useEffect(() => bus.on('auth:open-login', () => setOpen(true)), []);
  return (
    <main>
      <h1>{t('standalone.heading')}</h1>
      <p>{nickname ? t('standalone.loggedInAs', { nickname }) : t('standalone.loggedOut')}</p>
      <nav>
        <Link to={href('TOP')}>{t('standalone.toTop')}</Link>{' '}
        <Link to={href('EPISODE_VIEWER', { titleId: 1, episodeId: 1 })}>{t('standalone.toEpisode')}</Link>{' '}
        <Link to={href('SIGNUP_PRE')}>{t('standalone.toSignup')}</Link>
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
      { path: ROUTES.SIGNUP_PRE.path, element: <SignupPages screen="pre" /> },
      { path: ROUTES.SIGNUP.path, element: <SignupPages screen="form" /> },
      { path: ROUTES.EMAIL_PRESAVE_SEND.path, element: <SignupPages screen="mail-sent" /> },
      { path: ROUTES.SIGNUP_WELCOME.path, element: <SignupPages screen="welcome" /> },
      { path: ROUTES.DENIED_AGE.path, element: <SignupPages screen="denied-age" /> },
    ],
  },
]);

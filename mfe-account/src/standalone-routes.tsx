import './i18n/register';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet, type RouteObject } from '@ciao/shared/router';
import {
  ROUTES,
  api,
  bus,
  href,
  loginBonus,
  useSession,
  type AccountScreen,
  type LoginBonus,
  type MyPageScreen,
  type RouteName,
  type SignupScreen,
  useTranslation,
} from '@ciao/shared';
import AccountPages from './exposes/account-pages';
import LoginBonusModal from './exposes/login-bonus-modal';
import LoginModal from './exposes/login-modal';
import MyPages from './exposes/my-pages';
import SignupPages from './exposes/signup-pages';
import { NAMESPACE } from './i18n/register';

/*
 * Which route shows which screen, as in the host's URL map (host/src/routes/routes.tsx). Each
 * table is keyed by its expose's screen type, so a screen added to the contract without a
 * route here fails the type check.
 */
const SIGNUP_ROUTES: Record<SignupScreen, RouteName> = {
  pre: 'SIGNUP_PRE',
  form: 'SIGNUP',
  'mail-sent': 'EMAIL_PRESAVE_SEND',
  welcome: 'SIGNUP_WELCOME',
  'denied-age': 'DENIED_AGE',
};

const MY_PAGE_ROUTES: Record<MyPageScreen, RouteName> = {
  home: 'MYPAGE',
  history: 'MYPAGE_HISTORY',
  favorite: 'MYPAGE_FAVORITE',
  ticket: 'MYPAGE_SETTING_TICKET',
  setting: 'MYPAGE_SETTING',
  'opt-out': 'MYPAGE_SETTING_OPT_OUT',
  'password-change': 'MYPAGE_SETTING_PASSWORD',
  'email-change': 'MYPAGE_SETTING_EMAIL',
  resign: 'RESIGN',
};

const ACCOUNT_PAGE_ROUTES: Record<AccountScreen, RouteName> = {
  'password-prereset': 'PASSWORD_PRERESET',
  'password-prereset-sent': 'PASSWORD_PRERESET_SEND',
  'password-reset': 'PASSWORD_RESET',
  'password-reset-done': 'PASSWORD_RESET_DONE',
  'email-save': 'EMAIL_SAVE',
  'resign-complete': 'RESIGN_COMPLETE',
  presave: 'PRESAVE',
};

function screenRoutes<S extends string>(table: Record<S, RouteName>, Screen: (props: { screen: S }) => ReactNode): RouteObject[] {
  return (Object.entries(table) as [S, RouteName][]).map(([screen, name]) => ({
    path: ROUTES[name].path,
    element: <Screen screen={screen} />,
  }));
}

/** Every screen route of the account remote, at the host's paths. */
export const ACCOUNT_SCREEN_ROUTES: readonly RouteObject[] = [
  ...screenRoutes(SIGNUP_ROUTES, SignupPages),
  ...screenRoutes(MY_PAGE_ROUTES, MyPages),
  ...screenRoutes(ACCOUNT_PAGE_ROUTES, AccountPages),
];

/**
 * The account remote alone, for its team (npm run dev -- account): no header; links to every
 * screen; the login modal (also at /login, and when a screen asks for it on the bus, as the
 * host's modal host hears it) and the login bonus modal with the reader's campaigns.
 */
function Shell({ login = false }: { login?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [loginOpen, setLoginOpen] = useState(login);
  const [bonuses, setBonuses] = useState<LoginBonus[] | null>(null);
  const [noBonus, setNoBonus] = useState(false);
  const nickname = useSession((state) => state.account?.nickname ?? null);
  useEffect(() => bus.on('auth:open-login', () => setLoginOpen(true)), []);
  useEffect(() => bus.on('account:open-login-bonus', (payload) => setBonuses(payload.bonuses)), []);
  const showLoginBonus = async () => {
    const answer = await api.call(loginBonus, {});
    setNoBonus(answer.loginbonus_list.length === 0);
    if (answer.loginbonus_list.length > 0) setBonuses(answer.loginbonus_list);
  };
  return (
    <main>
      <h1>{t('standalone.heading')}</h1>
      <p>{nickname ? t('standalone.loggedInAs', { nickname }) : t('standalone.loggedOut')}</p>
      <nav aria-label={t('standalone.screens')}>
        <Link to={href('TOP')}>{t('standalone.toTop')}</Link>{' '}
        <Link to={href('EPISODE_VIEWER', { titleId: 1, episodeId: 1 })}>{t('standalone.toEpisode')}</Link>
        {ACCOUNT_SCREEN_ROUTES.map((route) => (
          <span key={route.path}>
            {' '}
            <Link to={route.path ?? '/'}>{route.path}</Link>
          </span>
        ))}
      </nav>
      <button type="button" onClick={() => setLoginOpen(true)}>
        {t('standalone.openLogin')}
      </button>{' '}
      <button type="button" onClick={() => void showLoginBonus()}>
        {t('standalone.openLoginBonus')}
      </button>
      {noBonus && <p>{t('standalone.noLoginBonus')}</p>}
      <Outlet />
      {loginOpen && <LoginModal onClose={() => setLoginOpen(false)} />}
      {bonuses && <LoginBonusModal bonuses={bonuses} onClose={() => setBonuses(null)} />}
    </main>
  );
}

function EpisodeStandIn() {
  const { t } = useTranslation(NAMESPACE);
  return <p>{t('standalone.episodePage')}</p>;
}

/** The standalone page's route map: the shell around every screen route, /login opening the login modal. */
export function standaloneRoutes(): RouteObject[] {
  return [
    { path: ROUTES.LOGIN.path, element: <Shell login /> },
    {
      element: <Shell />,
      children: [
        { path: href('TOP'), element: null },
        { path: ROUTES.EPISODE_VIEWER.path, element: <EpisodeStandIn /> },
        ...ACCOUNT_SCREEN_ROUTES,
      ],
    },
  ];
}

import './i18n/register';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { QueryProvider, href, useSession } from '@ciao/shared';
import MyPagePopup from './exposes/my-page-popup';
import { NAMESPACE } from './i18n/register';

/**
 * The commerce remote alone, for its team (npm run dev): a button stands in for the
 * header's my-page icon. Log in through the composed site (same origin) to see balances.
 */
function Shell() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const nickname = useSession((state) => state.account?.nickname ?? null);
  return (
    <main>
      <h1>{t('standalone.heading')}</h1>
      <p>{nickname ? t('standalone.loggedInAs', { nickname }) : t('standalone.loggedOut')}</p>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)} disabled={open}>
        {t('standalone.openPopup')}
      </button>
      {open && <MyPagePopup onClose={() => setOpen(false)} />}
      <Outlet />
    </main>
  );
}

function TopStandIn() {
  const { t } = useTranslation(NAMESPACE);
  return <p>{t('standalone.top')}</p>;
}

const router = createBrowserRouter([{ element: <Shell />, children: [{ path: href('TOP'), element: <TopStandIn /> }] }]);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      {/* The standalone page's own query cache, with the same policy the host installs. */}
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </StrictMode>,
  );
}

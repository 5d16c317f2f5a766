import './i18n/register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { mountStandalone, href, useSession } from '@ciao/shared';
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

mountStandalone([{ element: <Shell />, children: [{ path: href('TOP'), element: <TopStandIn /> }] }]);

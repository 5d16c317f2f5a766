import './i18n/register';
import { useState } from 'react';
import { Link, Outlet } from '@ciao/shared/router';
import { mountStandalone, href, useSession, useTranslation } from '@ciao/shared';
import GiftPage from './exposes/gift-page';
import MyPagePopup from './exposes/my-page-popup';
import PurchaseDialog from './exposes/purchase-dialog';
import { NAMESPACE } from './i18n/register';

/** A demo episode for the purchase dialog: the seed's first title, its 7th episode (paid, not bought). */
const DEMO_EPISODE = { titleId: 101, episodeId: 10107 };

/**
 * The commerce remote alone, for its team (npm run dev): buttons stand in for the header's
 * my-page icon and a title page's buy button; /gift is the gift page. Log in through the
 * composed site (same origin) to see balances.
 */
function Shell() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [buying, setBuying] = useState(false);
  const nickname = useSession((state) => state.account?.nickname ?? null);
  return (
    <main>
      <h1>{t('standalone.heading')}</h1>
      <p>{nickname ? t('standalone.loggedInAs', { nickname }) : t('standalone.loggedOut')}</p>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)} disabled={open}>
        {t('standalone.openPopup')}
      </button>
      {open && <MyPagePopup onClose={() => setOpen(false)} />}
      <button type="button" onClick={() => setBuying(true)} disabled={buying}>
        {t('standalone.openPurchase')}
      </button>
      {buying && <PurchaseDialog {...DEMO_EPISODE} onClose={() => setBuying(false)} />}
      <p>
        <Link to={href('GIFT')}>{t('standalone.gift')}</Link>
      </p>
      <Outlet />
    </main>
  );
}

function TopStandIn() {
  const { t } = useTranslation(NAMESPACE);
  return <p>{t('standalone.top')}</p>;
}

mountStandalone([
  {
    element: <Shell />,
    children: [
      { path: href('TOP'), element: <TopStandIn /> },
      { path: href('GIFT'), element: <GiftPage /> },
    ],
  },
]);

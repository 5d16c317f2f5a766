import { useDeferredValue, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from '@ciao/shared/router';
import { Dialog, ROUTES, bus, href, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { RemoteRegion } from '../remotes/RemoteRegion';
import { appPathFromRedirect } from '../routes/redirect';
import { modalActions, useModals } from './modal-store';

/**
 * Overlays every page can open, with or without the layout (a viewer asks for login too):
 * the account remote's login modal (`auth:open-login`), the commerce remote's purchase
 * dialog (`commerce:open-purchase`), the catalogue's search modal (the header's search) and the
 * account remote's login bonus modal (`account:open-login-bonus`, from the navigation check).
 * A remote that fails to load says so inside a Dialog.
 *
 * The requests are heard from layout effects, which React runs before any passive effect of
 * the same commit: the first page's region renders in the first commit (its module is loaded
 * before it, first-remote.ts) and may ask for the login modal from its own mount effect
 * (useLoginRequest), before a passive subscription here, rendered after the page, would exist.
 */
export function ModalHost() {
  useLayoutEffect(() => bus.on('auth:open-login', ({ redirect }) => modalActions.openLogin(appPathFromRedirect(redirect))), []);
  useLayoutEffect(() => bus.on('auth:logged-in', () => modalActions.closeMyPage()), []);
  useLayoutEffect(() => bus.on('commerce:open-purchase', (episode) => modalActions.openPurchase(episode)), []);
  useLayoutEffect(() => bus.on('account:open-login-bonus', ({ bonuses }) => modalActions.openLoginBonus(bonuses)), []);
  useLayoutEffect(() => bus.on('auth:logged-out', () => modalActions.closeLoginBonus()), []);

  return (
    <>
      <PurchaseModal />
      <LoginModal />
      <SearchModal />
      <LoginBonusModal />
    </>
  );
}

function LoginModal() {
  const login = useModals((state) => state.login);
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation(HOST_NAMESPACE);
  if (!login) return null;

  function close() {
    modalActions.closeLogin();
    // /login is the top page with the modal open: closing it leaves the login URL.
    if (location.pathname === ROUTES.LOGIN.path) void navigate(href('TOP'), { replace: true });
  }

  return (
    <RemoteRegion
      remote="account"
      expose="./LoginModal"
      props={{ ...(login.redirect ? { redirect: login.redirect } : {}), onClose: close }}
      frame={(content) => (
        <Dialog title={t('header.login')} onClose={close}>
          {content}
        </Dialog>
      )}
    />
  );
}

/**
 * The commerce remote's purchase dialog, opened as the search modal is: in a render of its own
 * after the press has painted (the dialog's first render, its loading state or the commerce
 * remote's whole dialog, is not part of the press's frame; closing is at once).
 */
function PurchaseModal() {
  const requested = useModals((state) => state.purchase);
  const purchase = useDeferredValue(requested);
  const { t } = useTranslation(HOST_NAMESPACE);
  if (!requested || purchase !== requested) return null;
  const close = () => modalActions.closePurchase();

  return (
    <RemoteRegion
      key={`${purchase.titleId}/${purchase.episodeId}`}
      remote="commerce"
      expose="./PurchaseDialog"
      props={{ titleId: purchase.titleId, episodeId: purchase.episodeId, onClose: close }}
      frame={(content) => (
        <Dialog title={t('modal.purchase')} onClose={close}>
          {content}
        </Dialog>
      )}
    />
  );
}

/**
 * The catalogue's search modal. It opens in a render of its own after the press has painted (a
 * deferred value; closing is at once): its module is usually loaded by then (the header starts the
 * load on intent), and its first render is the catalogue's whole search form, which the press's own
 * frame then does not wait for (issue 26, interaction to next paint).
 */
function SearchModal() {
  const requested = useModals((state) => state.searchOpen);
  const open = useDeferredValue(requested) && requested;
  const { t } = useTranslation(HOST_NAMESPACE);
  if (!open) return null;
  const close = () => modalActions.closeSearch();
  return (
    <RemoteRegion
      remote="catalog"
      expose="./SearchModal"
      props={{ onClose: close }}
      frame={(content) => (
        <Dialog title={t('header.search')} onClose={close}>
          {content}
        </Dialog>
      )}
    />
  );
}

/** One dialog at a time: the bonus waits while the reader is logging in or buying. */
function LoginBonusModal() {
  const bonuses = useModals((state) => state.loginBonus);
  const busy = useModals((state) => state.login !== null || state.purchase !== null);
  const { t } = useTranslation(HOST_NAMESPACE);
  if (!bonuses || busy) return null;
  const close = () => modalActions.closeLoginBonus();
  return (
    <RemoteRegion
      remote="account"
      expose="./LoginBonusModal"
      props={{ bonuses, onClose: close }}
      frame={(content) => (
        <Dialog title={t('modal.loginBonus')} onClose={close}>
          {content}
        </Dialog>
      )}
    />
  );
}

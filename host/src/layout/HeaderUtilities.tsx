import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Link, useLocation } from '@ciao/shared/router';
import { Dialog, EXTERNAL_LINKS, PERSONAL_PART, VisuallyHidden, bus, href, useSession, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { RemoteRegion } from '../remotes/RemoteRegion';
import { useRemoteLoader } from '../remotes/remote-loader-context';
import { appPathFromRedirect, loginHref, loginRedirectFor } from '../routes/redirect';
import { HistoryBadge } from './HistoryBadge';
import { BookIcon, HistoryIcon, SearchIcon, UserIcon } from './icons';
import { modalActions, useModals } from './modal-store';
import { HISTORY_HREF } from './nav-links';
import { SiteLink } from './SiteLink';
import styles from './header.module.css';

/** A plain click (no modifier, main button) may be taken over; others keep the browser's link behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * docs/product-rules.md §2 header utilities. Login state comes only from the session store; the login
 * modal and the my-page popup are remote regions the host opens, never remote imports.
 * Logged out, the sign-up link (to the age gate, the start of sign-up) sits beside the login link.
 * The whole list is a personal part: it takes the bar's free width whatever it holds, so
 * nothing moves when a signed-in reader's items replace a visitor's.
 */
export function HeaderUtilities() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const myPageOpen = useModals((state) => state.myPageOpen);
  const location = useLocation();
  const popupId = useId();
  const myPageButtonRef = useRef<HTMLButtonElement>(null);
  const currentPath = location.pathname + location.search;
  const loader = useRemoteLoader();
  // The search modal is the catalogue's: its first opening waited for that remote's load. The
  // reader's intent (pointer over or down on the button, focus on it) starts the load, so the
  // press more often finds it loaded (issue 26). A failed load is tried again by the modal.
  const loadSearch = () => {
    loader.loadExposed('catalog', './SearchModal').catch(() => undefined);
  };

  useEffect(() => bus.on('auth:logged-out', () => modalActions.closeMyPage()), []);
  useEffect(() => {
    if (!isLoggedIn) modalActions.closeMyPage();
  }, [isLoggedIn]);

  function openLogin(event: MouseEvent, redirect: string | undefined) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    modalActions.openLogin(redirect);
  }

  function closeMyPage() {
    modalActions.closeMyPage();
    myPageButtonRef.current?.focus();
  }

  return (
    <ul className={styles.utilities} aria-label={t('header.utilities')} {...PERSONAL_PART}>
      <li>
        <SiteLink className={styles.utility} to={EXTERNAL_LINKS.about}>
          <BookIcon />
          <VisuallyHidden visibleFrom="sm">{t('header.about')}</VisuallyHidden>
        </SiteLink>
      </li>
      <li>
        {isLoggedIn ? (
          <a className={styles.utility} href={HISTORY_HREF}>
            <HistoryIcon />
            <VisuallyHidden visibleFrom="sm">{t('header.history')}</VisuallyHidden>
            <HistoryBadge />
          </a>
        ) : (
          <a
            className={styles.utility}
            href={loginHref(HISTORY_HREF)}
            onClick={(event) => openLogin(event, appPathFromRedirect(HISTORY_HREF))}
          >
            <HistoryIcon />
            <VisuallyHidden visibleFrom="sm">{t('header.history')}</VisuallyHidden>
            <HistoryBadge />
          </a>
        )}
      </li>
      <li>
        <a
          className={styles.utility}
          href={href('SEARCH')}
          onPointerEnter={loadSearch}
          onPointerDown={loadSearch}
          onFocus={loadSearch}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            modalActions.openSearch();
          }}
        >
          <SearchIcon />
          <VisuallyHidden visibleFrom="sm">{t('header.search')}</VisuallyHidden>
        </a>
      </li>
      {!isLoggedIn && (
        <li>
          <Link className={`${styles.loginLink} ${styles.signupLink}`} to={href('SIGNUP_PRE')}>
            {t('header.signup')}
          </Link>
        </li>
      )}
      <li className={styles.accountItem}>
        {isLoggedIn ? (
          <>
            <button
              ref={myPageButtonRef}
              type="button"
              className={styles.utility}
              aria-label={t('header.myPage')}
              aria-expanded={myPageOpen}
              aria-controls={popupId}
              onClick={() => modalActions.toggleMyPage()}
            >
              <UserIcon />
            </button>
            <div id={popupId} className={styles.popup} hidden={!myPageOpen}>
              {myPageOpen ? (
                <RemoteRegion
                  remote="commerce"
                  expose="./MyPagePopup"
                  props={{ onClose: closeMyPage }}
                  frame={(content) => (
                    <Dialog mode="popover" title={t('header.myPage')} onClose={closeMyPage}>
                      {content}
                    </Dialog>
                  )}
                />
              ) : null}
            </div>
          </>
        ) : (
          <a
            className={styles.loginLink}
            href={loginHref(loginRedirectFor(currentPath))}
            onClick={(event) => openLogin(event, currentPath)}
          >
            {t('header.login')}
          </a>
        )}
      </li>
    </ul>
  );
}

import { useCallback, useId, useRef } from 'react';
import { Outlet } from '@ciao/shared/router';
import { HydrateWhenNear, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { Footer } from './Footer';
import { GlobalNavDrawer } from './GlobalNavDrawer';
import { Header } from './Header';
import { modalActions } from './modal-store';
import styles from './layout.module.css';

/** The default layout: header, drawer, page, footer. Viewer routes use none of it. */
export function Layout() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The drawer's state is the modal store's: opening it renders the toggle and the drawer only.
  const closeDrawer = useCallback(() => {
    modalActions.closeDrawer();
    menuButtonRef.current?.focus();
  }, []);

  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <Header drawerId={drawerId} menuButtonRef={menuButtonRef} />
      <GlobalNavDrawer id={drawerId} onClose={closeDrawer} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {/* Below every first screen: adopted when the reader scrolls near it, not at start-up. */}
      <HydrateWhenNear>
        <Footer />
      </HydrateWhenNear>
    </div>
  );
}

import { Activity, memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from '@ciao/shared/router';
import { EXTERNAL_LINKS, href, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { DrawerAccordion } from './DrawerAccordion';
import { CloseIcon } from './icons';
import { useModals } from './modal-store';
import { AWARD_LINKS, MAGAZINE_LINKS, OTHER_LINKS } from './nav-links';
import { SiteLink } from './SiteLink';
import styles from './drawer.module.css';

interface GlobalNavDrawerProps {
  id: string;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * docs/product-rules.md §2 "Global nav drawer", as a modal dialog: focus moves into it on open, Tab stays
 * inside, Escape or the backdrop closes it (the header then gives focus back to its toggle).
 * It is rendered ahead, hidden (React's Activity: not on the server, then at the lowest priority
 * once the page's own work is done), so opening it shows a drawer already rendered instead of
 * rendering it in the tap's frame (issue 26: the tap waited ~55 ms of its rendering at 4x CPU).
 * What the reader opened in it (an accordion) stays as it was at the next opening.
 */
export function GlobalNavDrawer({ id, onClose }: GlobalNavDrawerProps) {
  const open = useModals((state) => state.drawerOpen);
  return (
    <Activity mode={open ? 'visible' : 'hidden'}>
      <DrawerPanel id={id} onClose={onClose} />
    </Activity>
  );
}

/** The drawer itself: the same props at each opening, so showing it renders nothing again. */
const DrawerPanel = memo(function DrawerPanel({ id, onClose }: GlobalNavDrawerProps) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Effects mount each time the Activity is shown: each opening moves the focus into the drawer.
  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('drawer.label')}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <Link to={href('TOP')} className={styles.logo} onClick={onClose} aria-label={t('drawer.home')}>
            {t('brand')}
          </Link>
          <button ref={closeRef} type="button" className={styles.close} aria-label={t('drawer.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('drawer.label')}>
          <ul className={styles.list}>
            <li>
              <SiteLink className={styles.link} to={EXTERNAL_LINKS.comics}>
                {t('drawer.comics')}
              </SiteLink>
            </li>
            <li>
              <SiteLink className={styles.link} to={EXTERNAL_LINKS.comicsRanking}>
                {t('drawer.ranking')}
              </SiteLink>
            </li>
            <li>
              <SiteLink className={styles.link} to={EXTERNAL_LINKS.topics} onNavigate={onClose}>
                {t('drawer.topics')}
              </SiteLink>
            </li>
            <li>
              {/* docs/product-rules.md §2: the drawer opens the subscription page of this site in a new tab (its label says so). */}
              <a className={styles.link} href={EXTERNAL_LINKS.subscription} target="_blank" rel="noopener noreferrer">
                {t('drawer.subscription')}
              </a>
            </li>
            <DrawerAccordion titleKey="drawer.magazineAndComics" links={MAGAZINE_LINKS} onNavigate={onClose} />
            <DrawerAccordion titleKey="drawer.awards" links={AWARD_LINKS} onNavigate={onClose} />
            <DrawerAccordion titleKey="drawer.other" links={OTHER_LINKS} onNavigate={onClose} />
          </ul>
        </nav>
      </div>
    </div>
  );
});

import type { RefObject } from 'react';
import { Link, useLocation } from '@ciao/shared/router';
import { EXTERNAL_LINKS, ROUTES, href, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { HeaderUtilities } from './HeaderUtilities';
import { MagazineDropdown } from './MagazineDropdown';
import { modalActions, useModals } from './modal-store';
import { MenuIcon } from './icons';
import { SiteLink } from './SiteLink';
import { TicketExpiryNotice } from './TicketExpiryNotice';
import { AWARD_LINKS } from './nav-links';
import { VIEWER_MODE_QUERY, useMediaQuery } from './use-media-query';
import { useScrolledPast } from './use-scrolled-past';
import styles from './header.module.css';

interface HeaderProps {
  drawerId: string;
  /** The drawer gives focus back to this button when it closes. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

/** The drawer's toggle: the one part of the header that renders again when the drawer opens or closes. */
function MenuToggle({ drawerId, menuButtonRef }: HeaderProps) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const drawerOpen = useModals((state) => state.drawerOpen);
  return (
    <button
      ref={menuButtonRef}
      type="button"
      className={styles.menuToggle}
      aria-label={drawerOpen ? t('header.menuClose') : t('header.menuOpen')}
      aria-expanded={drawerOpen}
      aria-controls={drawerId}
      onClick={() => modalActions.openDrawer()}
    >
      <MenuIcon />
    </button>
  );
}

/** docs/product-rules.md §2 "Header": main nav, magazine dropdown, utilities, award links and the menu toggle. */
export function Header({ drawerId, menuButtonRef }: HeaderProps) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const scrolled = useScrolledPast();
  const viewerMode = useMediaQuery(VIEWER_MODE_QUERY);
  const location = useLocation();
  // docs/product-rules.md §2: the ranking link keeps the current query when the reader is already on a ranking page.
  const onRanking = location.pathname === ROUTES.RANKING.path || location.pathname.startsWith(`${ROUTES.RANKING.path}/`);
  const rankingHref = href('RANKING') + (onRanking ? location.search : '');
  const className = [styles.header, scrolled ? styles.transformed : '', viewerMode ? styles.compact : ''].filter(Boolean).join(' ');

  return (
    <header className={className} data-scrolled={scrolled} data-viewer-mode={viewerMode}>
      <div className={styles.bar}>
        <Link to={href('TOP')} className={styles.logo}>
          {t('brand')}
        </Link>
        <HeaderUtilities />
        <MenuToggle drawerId={drawerId} menuButtonRef={menuButtonRef} />
      </div>
      <TicketExpiryNotice />
      <nav className={styles.mainNav} aria-label={t('header.mainNav')}>
        <ul className={styles.navList}>
          <li>
            <Link className={styles.navItem} to={href('TOP')}>
              {t('header.comicsTop')}
            </Link>
          </li>
          <li>
            <Link className={styles.navItem} to={rankingHref}>
              {t('header.ranking')}
            </Link>
          </li>
          <li>
            <SiteLink className={styles.navItem} to={EXTERNAL_LINKS.topics}>
              {t('header.topics')}
            </SiteLink>
          </li>
          <li>
            <SiteLink className={styles.navItem} to={EXTERNAL_LINKS.subscription}>
              {t('header.subscription')}
            </SiteLink>
          </li>
          <MagazineDropdown />
        </ul>
        <ul className={styles.awardList} aria-label={t('header.awards')}>
          {AWARD_LINKS.map((link) => (
            <li key={link.href}>
              <SiteLink className={styles.awardLink} to={link.href}>
                {t(link.labelKey)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

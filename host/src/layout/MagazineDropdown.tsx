import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { ChevronIcon } from './icons';
import { MAGAZINE_LINKS } from './nav-links';
import { SiteLink } from './SiteLink';
import { HOVER_CAPABLE_QUERY, useMediaQuery } from './use-media-query';
import styles from './header.module.css';

/**
 * docs/product-rules.md §2: the magazine dropdown opens on hover where the device can hover, and on click
 * otherwise. The button always toggles it, so keyboard and touch users can open it too;
 * Escape closes it and gives focus back to the button.
 */
export function MagazineDropdown() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [open, setOpen] = useState(false);
  const canHover = useMediaQuery(HOVER_CAPABLE_QUERY);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <li
      ref={rootRef}
      className={styles.dropdown}
      onMouseEnter={canHover ? () => setOpen(true) : undefined}
      onMouseLeave={canHover ? () => setOpen(false) : undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navItem}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={(event) => {
          // A mouse click on a hover device lands on a menu hovering already open: keep it open.
          if (canHover && event.detail > 0) setOpen(true);
          else setOpen((value) => !value);
        }}
      >
        {t('header.magazine')}
        <ChevronIcon />
      </button>
      <ul id={menuId} className={styles.dropdownMenu} aria-label={t('header.magazineMenu')} hidden={!open}>
        {MAGAZINE_LINKS.map((link) => (
          <li key={link.href}>
            <SiteLink className={styles.dropdownLink} to={link.href} onNavigate={() => setOpen(false)}>
              {t(link.labelKey)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

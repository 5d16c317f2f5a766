import { useId, useState } from 'react';
import { useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { ChevronIcon } from './icons';
import type { NavLink } from './nav-links';
import { SiteLink } from './SiteLink';
import styles from './drawer.module.css';

export function DrawerAccordion({ titleKey, links, onNavigate }: { titleKey: string; links: readonly NavLink[]; onNavigate: () => void }) {
  const { t } = useTranslation(HOST_NAMESPACE);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <li className={styles.accordion}>
      <button
        type="button"
        className={styles.accordionButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{t(titleKey)}</span>
        <ChevronIcon />
      </button>
      <ul id={panelId} className={styles.accordionPanel} hidden={!open}>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink className={styles.subLink} to={link.href} onNavigate={onNavigate}>
              {t(link.labelKey)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden, isOffsiteLink, withoutSiteMount } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { ExternalIcon } from './icons';

interface SiteLinkProps {
  to: string;
  className?: string | undefined;
  /** Called when a link of ours is followed (the drawer closes itself). */
  onNavigate?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * One link of the header, drawer or footer. A screen of ours is a router link; a
 * /comics/... alias is a plain link (the site mount redirects it); a service the real site
 * runs elsewhere opens as external, in a new tab, marked by an icon and a screen-reader note.
 */
export function SiteLink({ to, className, onNavigate, children }: SiteLinkProps) {
  const { t } = useTranslation(HOST_NAMESPACE);
  if (isOffsiteLink(to)) {
    return (
      <a className={className} href={to} target="_blank" rel="external noopener noreferrer" data-offsite="true">
        {children}
        <ExternalIcon />
        <VisuallyHidden>{t('link.offsite')}</VisuallyHidden>
      </a>
    );
  }
  if (withoutSiteMount(to) !== null) {
    return (
      <a className={className} href={to}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={to} onClick={onNavigate}>
      {children}
    </Link>
  );
}

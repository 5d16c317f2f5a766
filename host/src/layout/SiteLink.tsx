import type { ReactNode } from 'react';
import { Link } from '@ciao/shared/router';
import { ExternalLink, isOffsiteLink, withoutSiteMount } from '@ciao/shared';

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
 * runs elsewhere is the kit's ExternalLink (new tab, an icon, a screen-reader note).
 */
export function SiteLink({ to, className, onNavigate, children }: SiteLinkProps) {
  if (isOffsiteLink(to)) {
    return (
      <ExternalLink className={className} href={to}>
        {children}
      </ExternalLink>
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

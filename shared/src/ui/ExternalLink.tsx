import type { ReactNode } from 'react';
import { useUiTranslation } from './use-ui-translation';
import { VisuallyHidden } from './VisuallyHidden';
import styles from './ExternalLink.module.css';

export interface ExternalLinkProps {
  /** An absolute address of a service the real site runs elsewhere (awards, support, net shop). */
  href: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A link that leaves this site: it opens in a new tab, without handing over this page
 * (noopener noreferrer), marked by an icon everyone sees and a note screen readers read.
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const { t } = useUiTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="external noopener noreferrer" data-offsite="true">
      {children}
      <svg
        className={styles.icon}
        width={14}
        height={14}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
      </svg>
      <VisuallyHidden>{t('externalLink')}</VisuallyHidden>
    </a>
  );
}

import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element to render: a heading kept for assistive technology only, or a span. */
  as?: 'span' | 'h1' | 'h2' | 'p';
  id?: string;
  /** Shown from the sm breakpoint (576 px) on: a header label that only phones leave out. */
  visibleFrom?: 'sm';
  /** A polite live region (role status): changes are read out, e.g. the viewer's page number. */
  announce?: boolean;
}

/** Text for assistive technology only ("opens in a new tab", a heading the design leaves out). */
export function VisuallyHidden({ children, as: Element = 'span', id, visibleFrom, announce = false }: VisuallyHiddenProps) {
  return (
    <Element
      id={id}
      className={visibleFrom ? `${styles.visuallyHidden} ${styles[visibleFrom]}` : styles.visuallyHidden}
      role={announce ? 'status' : undefined}
      aria-live={announce ? 'polite' : undefined}
    >
      {children}
    </Element>
  );
}

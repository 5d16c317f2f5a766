import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './PageFrame.module.css';

export type PageWidth = 'form' | 'narrow' | 'page' | 'wide';

export interface PageFrameProps extends HTMLAttributes<HTMLDivElement> {
  /** How wide the content may grow: form 36rem, narrow 640 px, page 48rem, wide 1280 px. */
  width: PageWidth;
  /** A reader's own page: its blocks in a column two spaces apart, with more room below. */
  stacked?: boolean;
  /** A section when the page is one region named by its heading (`aria-labelledby`). */
  as?: 'div' | 'section';
  children: ReactNode;
}

/** The frame of a screen in the site layout: centred, padded, at most `width` wide. */
export function PageFrame({ width, stacked = false, as: Element = 'div', className, children, ...rest }: PageFrameProps) {
  return (
    <Element className={[styles.frame, styles[width], stacked ? styles.stacked : undefined, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Element>
  );
}

export interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Marked with the primary colour's bar (shop and catalogue pages); `small` above cover grids. */
  look?: 'plain' | 'marked' | 'small';
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A screen's title, its h1. */
export function PageHeading({ look = 'plain', className, children, ...rest }: PageHeadingProps) {
  const lookClass = look === 'plain' ? undefined : look === 'marked' ? styles.marked : `${styles.marked} ${styles.small}`;
  return (
    <h1 className={[styles.heading, lookClass, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </h1>
  );
}

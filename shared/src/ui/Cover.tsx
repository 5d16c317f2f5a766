import type { CSSProperties } from 'react';
import { LazyImage } from './LazyImage';
import styles from './Cover.module.css';

export interface CoverProps {
  src: string;
  /** The title's name (or "<title>の表紙"): a cover is content, never decoration. */
  alt: string;
  /** Width / height; defaults to a comic volume's 5 / 7 ("16 / 9" for the rectangular thumbnails). The space is kept before the image loads. */
  aspectRatio?: string;
  className?: string;
  /** The page's largest image: loaded at once at high priority (see LazyImage). */
  priority?: boolean;
}

/** A title's cover image in a box of fixed proportions, so the page does not jump as covers arrive. */
export function Cover({ src, alt, aspectRatio = '5 / 7', className, priority }: CoverProps) {
  const style: CSSProperties = { aspectRatio };
  return (
    <span className={[styles.cover, className].filter(Boolean).join(' ')} style={style}>
      <LazyImage className={styles.image} src={src} alt={alt} priority={priority} />
    </span>
  );
}

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

/**
 * The site's two proportions as classes: a style attribute in server-rendered HTML is refused
 * by the page's CSP (style-src allows no inline attributes), and a first screen rendered by
 * the server would lose the reserved space. Other proportions still work, set from script.
 */
const RATIO_CLASSES: Record<string, string | undefined> = { '5 / 7': styles.portrait, '16 / 9': styles.wide };

/** A title's cover image in a box of fixed proportions, so the page does not jump as covers arrive. */
export function Cover({ src, alt, aspectRatio = '5 / 7', className, priority }: CoverProps) {
  const ratioClass = RATIO_CLASSES[aspectRatio];
  const style: CSSProperties | undefined = ratioClass ? undefined : { aspectRatio };
  return (
    <span className={[styles.cover, ratioClass, className].filter(Boolean).join(' ')} style={style}>
      <LazyImage className={styles.image} src={src} alt={alt} priority={priority} />
    </span>
  );
}

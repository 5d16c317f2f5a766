import { useEffect, useRef } from 'react';
import { EncodedPage, type PageImage } from './page-images';
import { restorePage } from './restore-page';
import styles from './reader.module.css';

/**
 * The size a page holds before its image: the demo pages' size (768 x 1088). The API gives
 * no page sizes, so the page box takes this shape from the first paint and the image is
 * fitted into it when it arrives: nothing moves (CLS 0), whatever the image's size. The page
 * box's shape in reader.module.css is the same (one page, or two side by side).
 */
export const RESERVED_PAGE_SIZE = { width: 768, height: 1088 } as const;

interface PageCanvasProps {
  image: PageImage | null;
  seed: number;
  version: 1 | 2;
  label: string;
  /** The id of the page's text (what happens, the lines), when there is one. */
  describedBy?: string;
}

/**
 * One page, unscrambled onto a canvas; the label tells assistive tech (and tests) which page it
 * is, the description (when the page has a text) what happens on it.
 */
export function PageCanvas({ image, seed, version, label, describedBy }: PageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !image) return;
    const draw = (source: ImageBitmap | HTMLImageElement) => {
      canvas.width = source.width;
      canvas.height = source.height;
      const context = canvas.getContext('2d');
      if (context) restorePage<ImageBitmap | HTMLImageElement>(context, source, seed, version);
    };
    if (!(image instanceof EncodedPage)) {
      draw(image);
      return;
    }
    // Decoded on another thread, then drawn at once (page-images.ts: drawing the page's image
    // would decode it here, on the main thread). A page that was replaced meanwhile is not drawn.
    let current = true;
    image.decode().then(
      (bitmap) => {
        if (current) draw(bitmap);
        bitmap.close();
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [image, seed, version]);

  return (
    <canvas
      ref={canvasRef}
      className={styles.canvas}
      width={RESERVED_PAGE_SIZE.width}
      height={RESERVED_PAGE_SIZE.height}
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
    />
  );
}

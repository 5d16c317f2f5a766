import { useEffect, useRef } from 'react';
import { restorePage } from './restore-page';
import styles from './reader.module.css';

/**
 * The size the canvas holds before its first image: the demo pages' size (768 x 1088). The
 * box is there from the first paint, so nothing shifts when the page arrives (CLS); an image
 * of another size resizes the canvas when it is drawn.
 */
export const RESERVED_PAGE_SIZE = { width: 768, height: 1088 } as const;

interface PageCanvasProps {
  image: HTMLImageElement | null;
  seed: number;
  version: 1 | 2;
  label: string;
}

/** One page, unscrambled onto a canvas; the label tells assistive tech (and tests) which page it is. */
export function PageCanvas({ image, seed, version, label }: PageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !image) return;
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (context) restorePage<HTMLImageElement>(context, image, seed, version);
  }, [image, seed, version]);

  return (
    <canvas
      ref={canvasRef}
      className={styles.canvas}
      width={RESERVED_PAGE_SIZE.width}
      height={RESERVED_PAGE_SIZE.height}
      role="img"
      aria-label={label}
    />
  );
}

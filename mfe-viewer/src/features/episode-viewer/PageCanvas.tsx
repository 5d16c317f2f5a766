import { useEffect, useRef } from 'react';
import { restorePage } from './restore-page';
import styles from './viewer.module.css';

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

  return <canvas ref={canvasRef} className={styles.canvas} role="img" aria-label={label} />;
}

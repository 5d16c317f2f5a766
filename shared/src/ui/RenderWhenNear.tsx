import { type ReactNode, startTransition, useCallback, useState } from 'react';
import { watchNear } from './use-near-viewport';
import styles from './RenderWhenNear.module.css';

export interface RenderWhenNearProps {
  /** A part of a page below its first screen (a section of the top page, say). */
  children: ReactNode;
}

/**
 * Renders its children only once its place comes near the viewport (the preload distance of
 * use-near-viewport.ts), in a transition, so a long page's start-up renders and commits what a
 * reader can see, not every section below it in one go (issue 26: the top page's lower sections
 * were one transition of ~200 ms of main-thread work at start-up). Until then it holds a screen's
 * height, empty: the parts after it stay out of the preload distance, and what renders when near
 * grows or shrinks below the viewport (no layout shift the reader sees). On the server and while
 * hydrating it renders that placeholder too, so its server markup is the placeholder.
 */
export function RenderWhenNear({ children }: RenderWhenNearProps) {
  const [near, setNear] = useState(false);
  const watch = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    return watchNear(element, () => startTransition(() => setNear(true)));
  }, []);
  if (near) return children;
  return <div ref={watch} className={styles.pending} data-render-when-near="" aria-hidden="true" />;
}

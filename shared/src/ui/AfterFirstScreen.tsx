import { type ReactNode, startTransition, useEffect, useState } from 'react';
import styles from './AfterFirstScreen.module.css';

export interface AfterFirstScreenProps {
  /** What lies below the first screen: rendered once the first screen is on it. */
  children: ReactNode;
}

/**
 * Renders its children one commit later, in a transition, so a page's first screen (the
 * largest image a phone shows first) is committed and painted without waiting for the render of
 * everything below it (issue 11: the top page's cover waited ~145 ms of rendering unthrottled,
 * ~0.6 s on a phone). Until then it keeps a screen's height free, so nothing below (the footer)
 * comes into view and moves away again (layout shift).
 */
export function AfterFirstScreen({ children }: AfterFirstScreenProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : <div className={styles.reserved} aria-hidden="true" />;
}

import type { ReactNode } from 'react';
import styles from './viewer.module.css';

/** A full-screen message in the viewer (it has no site layout around it), with its actions. */
export function ViewerMessage({ children, actions, alert = false }: { children: ReactNode; actions: ReactNode; alert?: boolean }) {
  return (
    <div className={styles.message} role={alert ? 'alert' : undefined}>
      <p className={styles.messageText}>{children}</p>
      <div className={styles.messageActions}>{actions}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './State.module.css';

export interface EmptyStateProps {
  /** What is missing, in one sentence ("まだ公開されているエピソードはありません。"). */
  message: ReactNode;
  /** What the reader can do instead (a link or a button). */
  action?: ReactNode;
  /** 'inverse' on a dark background (the viewer, which has no site layout). */
  tone?: StateTone;
  className?: string;
}

export type StateTone = 'default' | 'inverse';

/** A list or page with nothing to show: says so and offers the next step. */
export function EmptyState({ message, action, tone = 'default', className }: EmptyStateProps) {
  return (
    <div className={[styles.state, styles[tone], className].filter(Boolean).join(' ')}>
      <p className={styles.message}>{message}</p>
      {action && <div className={styles.actions}>{action}</div>}
    </div>
  );
}

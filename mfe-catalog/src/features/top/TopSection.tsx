import type { ReactNode } from 'react';
import styles from './top.module.css';

/** One named section of the top page, with an optional "see more" link beside its heading. */
export function TopSection({ id, heading, more, children }: { id: string; heading: ReactNode; more?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`top-${id}`}>
      <div className={styles.sectionHead}>
        <h2 id={`top-${id}`} className={styles.sectionName}>
          {heading}
        </h2>
        {more}
      </div>
      {children}
    </section>
  );
}

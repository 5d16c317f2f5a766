import { buttonClassName, href } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import styles from './status.module.css';

/** A content screen whose subject does not exist (an unknown article, category or author). */
export function ContentNotFound({
  message,
  hint,
  backLabel,
  backTo,
}: {
  message: string;
  hint: string;
  backLabel: string;
  backTo?: string;
}) {
  return (
    <div className={styles.status}>
      <h1 className={styles.message}>{message}</h1>
      <p className={styles.hint}>{hint}</p>
      <Link className={buttonClassName('primary')} to={backTo ?? href('TOP')}>
        {backLabel}
      </Link>
    </div>
  );
}

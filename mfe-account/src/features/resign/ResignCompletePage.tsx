import { Link } from '@ciao/shared/router';
import { buttonClassName, href } from '@ciao/shared';
import { useSignupPage as usePageTexts } from '../common/use-signup-texts';
import styles from '../common/Signup.module.css';

/** Resign-complete (docs/product-rules.md §2's implied screen): the account is closed and the reader logged out. */
export function ResignCompletePage() {
  const t = usePageTexts();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('resign.done.heading')}</h1>
      <p className={styles.lead}>{t('resign.done.body')}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={href('TOP')}>
          {t('resign.done.toTop')}
        </Link>
      </div>
    </div>
  );
}

import { Link } from '@ciao/shared/router';
import { buttonClassName, href, PageFrame, PageHeading } from '@ciao/shared';
import { useSignupPage as usePageTexts } from '../common/use-signup-texts';
import styles from '../common/Signup.module.css';

/** Resign-complete (docs/product-rules.md §2's implied screen): the account is closed and the reader logged out. */
export function ResignCompletePage() {
  const t = usePageTexts();
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('resign.done.heading')}</PageHeading>
      <p className={styles.lead}>{t('resign.done.body')}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={href('TOP')}>
          {t('resign.done.toTop')}
        </Link>
      </div>
    </PageFrame>
  );
}

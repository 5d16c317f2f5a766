import { Link } from '@ciao/shared/router';
import { buttonClassName, href, PageFrame, PageHeading } from '@ciao/shared';
import { useSignupPage } from '../common/use-signup-texts';
import styles from '../common/Signup.module.css';

/** /denied/age: under 13 cannot sign up or log in (docs/product-rules.md §1); said kindly, with the way back. */
export function DeniedAgePage() {
  const t = useSignupPage();
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('signup.denied.heading')}</PageHeading>
      <p className={styles.lead}>{t('signup.denied.body')}</p>
      <p className={styles.lead}>{t('signup.denied.body2')}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={href('TOP')}>
          {t('signup.denied.toTop')}
        </Link>
      </div>
    </PageFrame>
  );
}

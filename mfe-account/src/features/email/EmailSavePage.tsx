import { Link } from '@ciao/shared/router';
import {
  ErrorState,
  LoadingIndicator,
  RESPONSE_CODES,
  buttonClassName,
  href,
  sessionActions,
  sessionStore,
  useApiMutation,
  useSession,
  webUserEmailChange,
  type ApiError,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { errorReason } from '../common/error-reason';
import { useSignupPage as usePageTexts } from '../common/use-signup-texts';
import { useMailedLinkToken } from '../common/use-mailed-link';
import styles from '../common/Signup.module.css';

const tokenSchema = webUserEmailChange.params.shape.token;

/**
 * /email/save?token= (the ID host's email-save page): the link mailed to the new address.
 * Opening it makes that address the login email (POST /web/user/email/change, once per
 * token); the session store follows when the reader is logged in here.
 */
export function EmailSavePage() {
  const t = usePageTexts();
  const save = useApiMutation(webUserEmailChange, {
    onSuccess: ({ email }) => {
      const account = sessionStore.getState().account;
      if (account) sessionActions.loggedIn({ ...account, email });
    },
  });
  const { mutate } = save;
  const { validToken } = useMailedLinkToken(tokenSchema, mutate);

  if (!validToken) return <EmailLinkProblem problem="invalid" />;
  if (save.isError) return <EmailSaveFailure error={save.error} />;
  if (!save.isSuccess) {
    return (
      <PageFrame width="form" stacked aria-busy="true">
        <LoadingIndicator loading />
        <p className={styles.lead}>{t('email.save.checking')}</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('email.save.heading')}</PageHeading>
      <p className={styles.lead}>{t('email.save.body', { email: save.data.email })}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={href('TOP')}>
          {t('signup.welcome.toTop')}
        </Link>
      </div>
    </PageFrame>
  );
}

function EmailSaveFailure({ error }: { error: ApiError }) {
  const t = usePageTexts();
  if (error.responseCode === RESPONSE_CODES.WEB_TOKEN_INVALID) return <EmailLinkProblem problem="invalid" />;
  if (error.responseCode === RESPONSE_CODES.EMAIL_USED) return <EmailLinkProblem problem="taken" />;
  if (error.responseCode === RESPONSE_CODES.MODIFY_INVALID_TOKEN) {
    return <EmailLinkProblem problem={errorReason(error) === 'used' ? 'used' : 'expired'} />;
  }
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('email.save.failedHeading')}</PageHeading>
      <ErrorState error={error} />
    </PageFrame>
  );
}

/** An unusable link: says why; a logged-in reader may ask for a new one from the settings. */
function EmailLinkProblem({ problem }: { problem: 'invalid' | 'expired' | 'used' | 'taken' }) {
  const t = usePageTexts();
  const isLoggedIn = useSession((session) => session.isLoggedIn);
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t(`email.save.${problem}Heading`)}</PageHeading>
      <p className={styles.lead}>{t(`email.save.${problem}`)}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={href(isLoggedIn ? 'MYPAGE_SETTING_EMAIL' : 'TOP')}>
          {t(isLoggedIn ? 'email.save.again' : 'signup.welcome.toTop')}
        </Link>
      </div>
    </PageFrame>
  );
}

import { Link } from '@ciao/shared/router';
import {
  Button,
  ErrorState,
  LoadingIndicator,
  RESPONSE_CODES,
  bus,
  buttonClassName,
  href,
  useApiMutation,
  useSession,
  webUserSignupCookie,
  type ApiError,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { announceLogin, toSessionAccount } from '../common/session-login';
import { useSignupPage } from '../common/use-signup-texts';
import { useMailedLinkToken } from '../common/use-mailed-link';
import styles from '../common/Signup.module.css';

const tokenSchema = webUserSignupCookie.params.shape.token;

/**
 * /signup/welcome?token=: the mailed link (docs/product-rules.md §4). Opening it completes the sign-up by
 * GET /web/user/signup/cookie, which signs the reader in; the session store learns the
 * account and `auth:logged-in` is heard, as after a login. The token is used once: the
 * call is made once per page, never retried on its own.
 */
export function WelcomePage() {
  const t = useSignupPage();
  const complete = useApiMutation(webUserSignupCookie, {
    onSuccess: ({ account }) => {
      const sessionAccount = toSessionAccount(account);
      if (sessionAccount) announceLogin(sessionAccount);
    },
  });
  const { mutate } = complete;
  const { token, validToken } = useMailedLinkToken(tokenSchema, mutate);

  if (!validToken) return <LinkProblem heading={t('signup.welcome.invalidHeading')} message={t('signup.welcome.noToken')} />;
  if (complete.isError) return <WelcomeFailure error={complete.error} onRetry={() => mutate({ token })} retrying={complete.isPending} />;
  if (!complete.isSuccess) {
    return (
      <PageFrame width="form" stacked aria-busy="true">
        <LoadingIndicator loading />
        <p className={styles.lead}>{t('signup.welcome.checking')}</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('signup.welcome.heading', { nickname: complete.data.account.nickname })}</PageHeading>
      <p className={styles.lead}>{t('signup.welcome.body')}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={href('TOP')}>
          {t('signup.welcome.toTop')}
        </Link>
      </div>
    </PageFrame>
  );
}

function LinkProblem({ heading, message, login = false }: { heading: string; message: string; login?: boolean }) {
  const t = useSignupPage();
  const isLoggedIn = useSession((session) => session.isLoggedIn);
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{heading}</PageHeading>
      <p className={styles.lead}>{message}</p>
      <div className={styles.actions}>
        {login && !isLoggedIn ? (
          <Button onClick={() => bus.emit('auth:open-login', {})}>{t('signup.welcome.login')}</Button>
        ) : login ? (
          <Link className={buttonClassName('primary')} to={href('TOP')}>
            {t('signup.welcome.toTop')}
          </Link>
        ) : (
          <Link className={buttonClassName('primary')} to={href('SIGNUP_PRE')}>
            {t('signup.welcome.startAgain')}
          </Link>
        )}
      </div>
    </PageFrame>
  );
}

/** docs/product-rules.md §8 codes of the link: unknown or replaced 1101, older than 24 h 2017, used 2007, email taken 2008. */
function WelcomeFailure({ error, onRetry, retrying }: { error: ApiError; onRetry: () => void; retrying: boolean }) {
  const t = useSignupPage();
  const isLoggedIn = useSession((session) => session.isLoggedIn);
  switch (error.responseCode) {
    case RESPONSE_CODES.WEB_TOKEN_INVALID:
    case RESPONSE_CODES.PARAMETER_INVALID:
      return <LinkProblem heading={t('signup.welcome.invalidHeading')} message={t('signup.welcome.invalid')} />;
    case RESPONSE_CODES.MODIFY_INVALID_TOKEN:
      return <LinkProblem heading={t('signup.welcome.expiredHeading')} message={t('signup.welcome.expired')} />;
    case RESPONSE_CODES.ALREADY_REGISTERED:
      return (
        <LinkProblem
          heading={t('signup.welcome.usedHeading')}
          message={t(isLoggedIn ? 'signup.welcome.usedLoggedIn' : 'signup.welcome.used')}
          login
        />
      );
    case RESPONSE_CODES.EMAIL_USED:
      return <LinkProblem heading={t('signup.welcome.emailUsedHeading')} message={t('signup.welcome.emailUsed')} login />;
    default:
      return (
        <PageFrame width="form" stacked>
          <PageHeading>{t('signup.welcome.failedHeading')}</PageHeading>
          <ErrorState error={error} onRetry={onRetry} retrying={retrying} />
        </PageFrame>
      );
  }
}

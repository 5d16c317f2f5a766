import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@ciao/shared/router';
import {
  Button,
  Dialog,
  href,
  isApiError,
  useApiMutation,
  useSession,
  webUserAgreements,
  type ConsentName,
  type LoginModalProps,
  useTranslation,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { ageGroupOfBirthday } from '../common/signup-age';
import { afterLoginNavigation, type LoginOutcome } from './after-login';
import { ConsentStep } from './ConsentStep';
import { announceLogin, toSessionAccount } from '../common/session-login';
import { LoginForm } from './LoginForm';
import { useLogin, type Credentials } from './use-login';
import styles from './LoginModal.module.css';

/**
 * The login modal of docs/product-rules.md §2 and §4, on the kit's Dialog. While the call is under way the
 * Dialog's busy lock keeps it open (Escape, the close button and the backdrop are
 * ignored), so the outcome is never lost.
 * docs/product-rules.md §4 fixes where a login leads (top, or stay on an episode page); `redirect` is used
 * only when it names a my page (those pages exist only after a login).
 * The sign-up link closes the modal and goes to the start of sign-up, the age gate (docs/product-rules.md §2);
 * the forgot-password link closes it and goes to the password pre-reset page (PASSWORD_PRERESET).
 * docs/product-rules.md §1: login is offered only to adults. A reader whose birthday (§3 `birthday`, told
 * at the age gate; default 2000-01) makes them under 16 sees the notice that login is
 * impossible instead of the form. That answer is the browser's, not the account's: a minor
 * who has an account (made at 13-15 with the minors' consent, docs/product-rules.md §6) would be locked out of
 * this browser for good, so the notice offers the form to an account holder, and the server
 * decides by the account's own birthday: under 13 refused (2002), a minor without the minors'
 * consent goes to the consent step (2019).
 * A login answered 2019 (consents of the reader's age missing) goes on to the consent step
 * when the server names what is missing; without that it closes and goes to top (docs/product-rules.md §4).
 */
export function LoginModal({ redirect, onClose }: LoginModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { busy, errorKey, lockedMinutes, login } = useLogin();
  const isAdult = useSession((session) => ageGroupOfBirthday(session.birthday) === 'adult');

  const [consent, setConsent] = useState<{ credentials: Credentials; missing: ConsentName[] } | null>(null);
  const [hasAccount, setHasAccount] = useState(false);
  const agree = useApiMutation(webUserAgreements);

  const finish = (outcome: Exclude<LoginOutcome, 'failed'>) => {
    onClose();
    const next = afterLoginNavigation(outcome, pathname, redirect);
    if (next) void navigate(next.to, { replace: next.replace });
  };

  const submit = async (credentials: Credentials) => {
    const result = await login(credentials);
    if (result.outcome === 'failed') return;
    if (result.outcome === 'terms-incomplete' && result.missing.length > 0) {
      setConsent({ credentials, missing: result.missing });
      return;
    }
    finish(result.outcome);
  };

  const agreeAndLogIn = (credentials: Credentials) =>
    agree.mutate(credentials, {
      onSuccess: ({ account }) => {
        const sessionAccount = toSessionAccount(account);
        if (sessionAccount) announceLogin(sessionAccount);
        finish('logged-in');
      },
    });

  if (!isAdult && !hasAccount) {
    return (
      <Dialog title={t('login.title')} closeLabel={t('login.close')} onClose={onClose}>
        <p className={styles.notice}>{t('login.minorNotice')}</p>
        <Button block onClick={onClose} data-autofocus>
          {t('login.minorOk')}
        </Button>
        <p className={styles.more}>{t('login.minorAccountHint')}</p>
        <Button variant="link" onClick={() => setHasAccount(true)}>
          {t('login.minorHasAccount')}
        </Button>
      </Dialog>
    );
  }

  if (consent) {
    return (
      <Dialog key="consent" title={t('login.consent.title')} closeLabel={t('login.close')} onClose={onClose} busy={agree.isPending}>
        <ConsentStep
          missing={consent.missing}
          busy={agree.isPending}
          errorKey={agree.error ? (isApiError(agree.error) ? agree.error.messageKey : 'code_1099') : null}
          onAgree={() => agreeAndLogIn(consent.credentials)}
        />
      </Dialog>
    );
  }

  return (
    <Dialog title={t('login.title')} closeLabel={t('login.close')} onClose={onClose} busy={busy}>
      <LoginForm busy={busy} errorKey={errorKey} lockedMinutes={lockedMinutes} onSubmit={(credentials) => void submit(credentials)} />
      <p className={styles.more}>
        <Link className={styles.link} to={href('PASSWORD_PRERESET')} onClick={onClose}>
          {t('login.forgotPassword')}
        </Link>
      </p>
      <p className={styles.more}>
        <Link className={styles.link} to={href('SIGNUP_PRE')} onClick={onClose}>
          {t('login.toSignup')}
        </Link>
      </p>
    </Dialog>
  );
}

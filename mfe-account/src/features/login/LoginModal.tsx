import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Dialog, href, useSession, type LoginModalProps } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { ageGroupOfBirthday } from '../signup/signup-age';
import { afterLoginNavigation } from './after-login';
import { LoginForm } from './LoginForm';
import { useLogin, type Credentials } from './use-login';
import styles from './LoginModal.module.css';

/**
 * The login modal of spec 2 and 4, on the kit's Dialog. While the call is under way the
 * Dialog's busy lock keeps it open (Escape, the close button and the backdrop are
 * ignored), so the outcome is never lost.
 * `redirect` is part of the shared contract; spec 4 fixes where a login leads (top, or
 * stay on an episode page), so the modal does not use it.
 * The sign-up link closes the modal and goes to the start of sign-up, the age gate (spec 2).
 * Spec 1: login is offered only to adults. A reader whose birthday (spec 3 `birthday`, told
 * at the age gate; default 2000-01) makes them under 16 sees the notice that login is
 * impossible instead of the form. The server refuses an account under 13 by itself (2002).
 */
export function LoginModal({ onClose }: LoginModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { busy, errorKey, login } = useLogin();
  const isAdult = useSession((session) => ageGroupOfBirthday(session.birthday) === 'adult');

  const submit = async (credentials: Credentials) => {
    const outcome = await login(credentials);
    if (outcome === 'failed') return;
    onClose();
    const next = afterLoginNavigation(outcome, pathname);
    if (next) void navigate(next.to, { replace: next.replace });
  };

  if (!isAdult) {
    return (
      <Dialog title={t('login.title')} closeLabel={t('login.close')} onClose={onClose}>
        <p className={styles.notice}>{t('login.minorNotice')}</p>
        <Button block onClick={onClose} data-autofocus>
          {t('login.minorOk')}
        </Button>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('login.title')} closeLabel={t('login.close')} onClose={onClose} busy={busy}>
      <LoginForm busy={busy} errorKey={errorKey} onSubmit={(credentials) => void submit(credentials)} />
      <p className={styles.more}>
        <Link className={styles.link} to={href('SIGNUP_PRE')} onClick={onClose}>
          {t('login.toSignup')}
        </Link>
      </p>
    </Dialog>
  );
}

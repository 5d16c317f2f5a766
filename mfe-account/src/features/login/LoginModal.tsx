import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Dialog, href, type LoginModalProps } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
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
 */
export function LoginModal({ onClose }: LoginModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { busy, errorKey, login } = useLogin();

  const submit = async (credentials: Credentials) => {
    const outcome = await login(credentials);
    if (outcome === 'failed') return;
    onClose();
    const next = afterLoginNavigation(outcome, pathname);
    if (next) void navigate(next.to, { replace: next.replace });
  };

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

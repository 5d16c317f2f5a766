import { useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { bus, type LoginModalProps } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { afterLoginNavigation } from './after-login';
import { LoginForm } from './LoginForm';
import { useLogin, type Credentials } from './use-login';
import { useModalFocus } from './use-modal-focus';
import styles from './LoginModal.module.css';

/**
 * The login modal of spec 2 and 4. While the call is under way nothing closes it
 * (Escape, the close button and the backdrop are ignored), so the outcome is never lost.
 * `redirect` is part of the shared contract; spec 4 fixes where a login leads (top, or
 * stay on an episode page), so the modal does not use it.
 */
export function LoginModal({ onClose }: LoginModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { busy, errorKey, login } = useLogin();

  const requestClose = () => {
    if (!busy) onClose();
  };
  const onKeyDown = useModalFocus(dialogRef, emailRef, requestClose);

  const submit = async (credentials: Credentials) => {
    const outcome = await login(credentials);
    if (outcome === 'failed') return;
    onClose();
    const next = afterLoginNavigation(outcome, pathname);
    if (next) void navigate(next.to, { replace: next.replace });
  };

  const openSignup = () => {
    if (busy) return;
    bus.emit('auth:open-signup', {});
    onClose();
  };

  // Only a click on the backdrop itself closes. Keys bubble here from the dialog, so the
  // backdrop owns the keyboard handling too (Escape closes, Tab stays inside).
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) requestClose();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut, not a control; Escape and the close button are the accessible ways to close.
    <div className={styles.backdrop} role="presentation" onClick={onBackdropClick} onKeyDown={onKeyDown}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={headingId} className={styles.heading}>
            {t('login.title')}
          </h2>
          <button type="button" className={styles.close} onClick={requestClose} disabled={busy} aria-label={t('login.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <LoginForm busy={busy} errorKey={errorKey} emailRef={emailRef} onSubmit={(credentials) => void submit(credentials)} />
        <p className={styles.signup}>
          {t('login.noAccount')}
          <button type="button" className={styles.linkButton} onClick={openSignup} disabled={busy}>
            {t('login.signup')}
          </button>
        </p>
      </div>
    </div>
  );
}

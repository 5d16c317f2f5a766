import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n/register';
import type { Credentials } from './use-login';
import styles from './LoginModal.module.css';

interface LoginFormProps {
  busy: boolean;
  /** i18n key (namespace errors) of the last failure, shown in an alert. */
  errorKey: string | null;
  emailRef: RefObject<HTMLInputElement | null>;
  onSubmit: (credentials: Credentials) => void;
}

/** Email and password, both required; the values survive a failed attempt. */
export function LoginForm({ busy, errorKey, emailRef, onSubmit }: LoginFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const ids = { email: useId(), password: useId(), hint: useId(), emailError: useId(), passwordError: useId() };
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const emailMissing = attempted && email.trim() === '';
  const passwordMissing = attempted && password === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (email.trim() === '') {
      emailRef.current?.focus();
      return;
    }
    if (password === '') {
      passwordRef.current?.focus();
      return;
    }
    onSubmit({ email: email.trim(), password });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {errorKey && (
        <p className={styles.alert} role="alert">
          {t(`errors:${errorKey}`)}
        </p>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.email}>
          {t('login.email')}
        </label>
        <input
          ref={emailRef}
          id={ids.email}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          readOnly={busy}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={emailMissing}
          aria-describedby={emailMissing ? ids.emailError : undefined}
        />
        {emailMissing && (
          <p id={ids.emailError} className={styles.fieldError}>
            {t('login.emailRequired')}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.password}>
          {t('login.password')}
        </label>
        <input
          ref={passwordRef}
          id={ids.password}
          className={styles.input}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          readOnly={busy}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={passwordMissing}
          aria-describedby={passwordMissing ? `${ids.passwordError} ${ids.hint}` : ids.hint}
        />
        <p id={ids.hint} className={styles.hint}>
          {t('login.passwordHint')}
        </p>
        {passwordMissing && (
          <p id={ids.passwordError} className={styles.fieldError}>
            {t('login.passwordRequired')}
          </p>
        )}
      </div>
      <button className={styles.submit} type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

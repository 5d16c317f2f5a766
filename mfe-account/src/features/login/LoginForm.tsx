import { Button, useTranslation } from '@ciao/shared';
import { FormTextField, useZodForm } from '@ciao/shared/forms';
import { NAMESPACE } from '../../i18n/register';
import { loginFormSchema } from './login-form-schema';
import type { Credentials } from './use-login';
import styles from './LoginModal.module.css';
import { FormError } from '../common/FormError';

interface LoginFormProps {
  busy: boolean;
  /** i18n key (namespace errors) of the last failure, shown in an alert. */
  errorKey: string | null;
  /** Set when the name is locked by wrong passwords: minutes until it may try again. */
  lockedMinutes?: number | null;
  onSubmit: (credentials: Credentials) => void;
}

/** Email and password, both required; the values survive a failed attempt. */
export function LoginForm({ busy, errorKey, lockedMinutes = null, onSubmit }: LoginFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useZodForm(loginFormSchema, { defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit((credentials) => {
    if (!busy) onSubmit(credentials);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError messageKey={errorKey} text={lockedMinutes === null ? null : t('login.locked', { count: lockedMinutes })} />
      <FormTextField
        control={form.control}
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        required
        readOnly={busy}
        data-autofocus
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('login.password')}
        hint={t('login.passwordHint')}
        type="password"
        autoComplete="current-password"
        required
        readOnly={busy}
      />
      <Button type="submit" block busy={busy} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

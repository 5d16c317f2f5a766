import { useState } from 'react';
import { Link } from '@ciao/shared/router';
import { Button, href, isApiError, RESPONSE_CODES, useApiMutation, webUserPasswordChange, PageFrame, PageHeading } from '@ciao/shared';
import { FormTextField, useZodForm } from '@ciao/shared/forms';
import { errorReason } from '../common/error-reason';
import { useSignupPage as usePageTexts } from '../common/use-signup-texts';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { changePasswordFormSchema, type ChangePasswordFormValues } from './password-form-schemas';
import styles from '../common/Signup.module.css';
import { FormError, errorMessageKey } from '../common/FormError';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * /my/setting/password (the ID host's password-change page, built here): the current
 * password, then the new one twice (docs/product-rules.md §5's rules and messages). Other devices are logged
 * out by the server; this one stays logged in.
 */
export function PasswordChangePage() {
  const t = usePageTexts();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useZodForm(changePasswordFormSchema, { defaultValues: EMPTY });
  const change = useApiMutation(webUserPasswordChange);

  const send = ({ current_password, password }: ChangePasswordFormValues) => {
    setErrorKey(null);
    change.mutate(
      { current_password, password },
      {
        onSuccess: () => form.reset(EMPTY),
        onError: (error) => {
          const reason = errorReason(error);
          if (isApiError(error) && error.responseCode === RESPONSE_CODES.USER_NOT_EXIST) {
            form.setError('current_password', { message: 'current_password_wrong' }, { shouldFocus: true });
          } else if (isApiError(error) && error.responseCode === RESPONSE_CODES.INVALID_PASSWORD && reason) {
            form.setError('password', { message: reason }, { shouldFocus: true });
          } else {
            setErrorKey(errorMessageKey(error));
          }
        },
      },
    );
  };
  const submit = form.handleSubmit((values) => {
    if (!change.isPending) send(values);
  });

  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('password.change.heading')}</PageHeading>
      {change.isSuccess && (
        <p className={styles.note} role="status">
          {t('password.change.done')}
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError messageKey={errorKey} />
        <FormTextField
          control={form.control}
          name="current_password"
          label={t('password.change.current')}
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          control={form.control}
          label={t('password.reset.password')}
          confirmationLabel={t('password.reset.passwordConfirmation')}
          hint={t('signup.form.passwordHint')}
        />
        <Button type="submit" block busy={change.isPending} busyLabel={t('password.reset.submitting')}>
          {t('password.change.submit')}
        </Button>
      </form>
      <Link className={styles.link} to={href('MYPAGE_SETTING')}>
        {t('setting.back')}
      </Link>
    </PageFrame>
  );
}

import { useState } from 'react';
import { useNavigate } from '@ciao/shared/router';
import {
  Button,
  href,
  isApiError,
  RESPONSE_CODES,
  useApiMutation,
  webUserPasswordResetRequest,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { FormTextField, useZodForm } from '@ciao/shared/forms';
import { mailSentState } from '../common/mail-sent-state';
import { useSignupPage as usePageTexts } from '../common/use-signup-texts';
import { preresetFormSchema, type PreresetFormValues } from './password-form-schemas';
import styles from '../common/Signup.module.css';
import { FormError, errorMessageKey } from '../common/FormError';

/**
 * Password pre-reset (docs/product-rules.md §2 PASSWORD_PRERESET; the ID host's page, built here): the reader
 * names their email and a single-use link valid 24 hours is mailed. The API answers the
 * same whether or not the email is registered, and so does this page.
 */
export function PasswordPreresetPage() {
  const t = usePageTexts();
  const navigate = useNavigate();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useZodForm(preresetFormSchema, { defaultValues: { email: '' } });
  const request = useApiMutation(webUserPasswordResetRequest);

  const send = ({ email }: PreresetFormValues) => {
    setErrorKey(null);
    request.mutate(
      { email },
      {
        onSuccess: (answer) => void navigate(href('PASSWORD_PRERESET_SEND'), { state: mailSentState(email, answer) }),
        onError: (error) => {
          if (isApiError(error) && error.responseCode === RESPONSE_CODES.INVALID_EMAIL) {
            form.setError('email', { message: 'invalid_email' }, { shouldFocus: true });
            return;
          }
          setErrorKey(errorMessageKey(error));
        },
      },
    );
  };
  const submit = form.handleSubmit((values) => {
    if (!request.isPending) send(values);
  });

  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('password.prereset.heading')}</PageHeading>
      <p className={styles.lead}>{t('password.prereset.lead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError messageKey={errorKey} />
        <FormTextField
          control={form.control}
          name="email"
          label={t('password.prereset.email')}
          type="email"
          autoComplete="email"
          required
        />
        <Button type="submit" block busy={request.isPending} busyLabel={t('password.prereset.submitting')}>
          {t('password.prereset.submit')}
        </Button>
      </form>
    </PageFrame>
  );
}

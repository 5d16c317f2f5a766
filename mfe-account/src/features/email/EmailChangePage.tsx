import { useState } from 'react';
import { Link } from '@ciao/shared/router';
import {
  Button,
  href,
  isApiError,
  RESPONSE_CODES,
  useApiMutation,
  useSession,
  webUserEmailChangeRequest,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { FormTextField, useZodForm } from '@ciao/shared/forms';
import { DevOutboxNote } from '../common/DevOutboxNote';
import { displayDateTime, mailSentState, type MailSentState } from '../common/mail-sent-state';
import { useSignupPage as usePageTexts } from '../common/use-signup-texts';
import { emailChangeFormSchema, type EmailChangeFormValues } from './email-form-schema';
import styles from '../common/Signup.module.css';
import { FormError, errorMessageKey } from '../common/FormError';

/**
 * /my/setting/email (the ID host's mail-edit page, built here): the new address gets a
 * single-use link valid 24 hours; the login email changes only when it is opened
 * (/email/save), which proves the reader receives mail there.
 */
export function EmailChangePage() {
  const t = usePageTexts();
  const current = useSession((session) => session.account?.email ?? '');
  const [sent, setSent] = useState<MailSentState | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useZodForm(emailChangeFormSchema, { defaultValues: { email: '' } });
  const request = useApiMutation(webUserEmailChangeRequest);

  const send = ({ email }: EmailChangeFormValues) => {
    setErrorKey(null);
    request.mutate(
      { email },
      {
        onSuccess: (answer) => setSent(mailSentState(email, answer)),
        onError: (error) => {
          if (isApiError(error) && error.responseCode === RESPONSE_CODES.INVALID_EMAIL) {
            form.setError('email', { message: 'invalid_email' }, { shouldFocus: true });
          } else if (isApiError(error) && error.responseCode === RESPONSE_CODES.EMAIL_USED) {
            form.setError('email', { message: 'email_taken' }, { shouldFocus: true });
          } else {
            setErrorKey(errorMessageKey(error));
          }
        },
      },
    );
  };
  const submit = form.handleSubmit((values) => {
    if (!request.isPending) send(values);
  });

  if (sent) {
    return (
      <PageFrame width="form" stacked>
        <PageHeading>{t('email.sent.heading')}</PageHeading>
        <p className={styles.lead}>{t('email.sent.body', { email: sent.email })}</p>
        <p className={styles.lead}>{t('email.sent.until', { until: displayDateTime(sent.expiresAt) })}</p>
        <DevOutboxNote url={sent.devOutboxUrl} />
        <Link className={styles.link} to={href('MYPAGE_SETTING')}>
          {t('setting.back')}
        </Link>
      </PageFrame>
    );
  }

  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('email.change.heading')}</PageHeading>
      {current && <p className={styles.lead}>{t('email.change.current', { email: current })}</p>}
      <p className={styles.lead}>{t('email.change.lead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError messageKey={errorKey} />
        <FormTextField control={form.control} name="email" label={t('email.change.email')} type="email" autoComplete="email" required />
        <Button type="submit" block busy={request.isPending} busyLabel={t('password.prereset.submitting')}>
          {t('email.change.submit')}
        </Button>
      </form>
      <Link className={styles.link} to={href('MYPAGE_SETTING')}>
        {t('setting.back')}
      </Link>
    </PageFrame>
  );
}

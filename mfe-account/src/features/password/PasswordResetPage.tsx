import { Link, useNavigate, useSearchParams } from '@ciao/shared/router';
import {
  Button,
  ErrorState,
  buttonClassName,
  href,
  isApiError,
  RESPONSE_CODES,
  useApiMutation,
  webUserPasswordReset,
  type ApiError,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { useZodForm } from '@ciao/shared/forms';
import { errorReason } from '../common/error-reason';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { useSignupPage as usePageTexts } from '../common/use-signup-texts';
import { newPasswordFormSchema, type NewPasswordFormValues } from './password-form-schemas';
import styles from '../common/Signup.module.css';

const tokenSchema = webUserPasswordReset.params.shape.token;

/** 2017's reason (expired or used); anything else counts as expired. */
function linkReason(error: ApiError): 'expired' | 'used' {
  return errorReason(error) === 'used' ? 'used' : 'expired';
}

/**
 * The mailed reset link (`/password/reset?token=`): the new password twice, docs/product-rules.md §5's rules
 * and messages. A weak password keeps the reader on the form (the link stays usable); an
 * unknown, expired or used link gets a page that leads to a new mail.
 */
export function PasswordResetPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  if (!tokenSchema.safeParse(token).success) return <ResetLinkProblem problem="invalid" />;
  return <PasswordResetForm token={token} />;
}

function PasswordResetForm({ token }: { token: string }) {
  const t = usePageTexts();
  const navigate = useNavigate();
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { password: '', password_confirmation: '' } });
  const reset = useApiMutation(webUserPasswordReset);

  const send = ({ password }: NewPasswordFormValues) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => void navigate(href('PASSWORD_RESET_DONE'), { replace: true }),
        onError: (error) => {
          const reason = errorReason(error);
          if (isApiError(error) && error.responseCode === RESPONSE_CODES.INVALID_PASSWORD && reason) {
            form.setError('password', { message: reason }, { shouldFocus: true });
          }
        },
      },
    );
  const submit = form.handleSubmit((values) => {
    if (!reset.isPending) send(values);
  });

  const error = reset.error;
  if (isApiError(error)) {
    if (error.responseCode === RESPONSE_CODES.WEB_TOKEN_INVALID) return <ResetLinkProblem problem="invalid" />;
    if (error.responseCode === RESPONSE_CODES.MODIFY_INVALID_TOKEN) return <ResetLinkProblem problem={linkReason(error)} />;
  }
  const otherError = error && !(isApiError(error) && error.responseCode === RESPONSE_CODES.INVALID_PASSWORD);

  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('password.reset.heading')}</PageHeading>
      <p className={styles.lead}>{t('password.reset.lead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {otherError && <ErrorState error={error} compact />}
        <NewPasswordFields
          control={form.control}
          label={t('password.reset.password')}
          confirmationLabel={t('password.reset.passwordConfirmation')}
          hint={t('signup.form.passwordHint')}
        />
        <Button type="submit" block busy={reset.isPending} busyLabel={t('password.reset.submitting')}>
          {t('password.reset.submit')}
        </Button>
      </form>
    </PageFrame>
  );
}

/** An unusable link: says why and leads to a new mail (the pre-reset page). */
function ResetLinkProblem({ problem }: { problem: 'invalid' | 'expired' | 'used' }) {
  const t = usePageTexts();
  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t(`password.reset.${problem}Heading`)}</PageHeading>
      <p className={styles.lead}>{t(`password.reset.${problem}`)}</p>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary')} to={href('PASSWORD_PRERESET')}>
          {t('password.reset.again')}
        </Link>
      </div>
    </PageFrame>
  );
}

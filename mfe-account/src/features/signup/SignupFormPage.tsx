import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@ciao/shared/router';
import {
  Button,
  RESPONSE_CODES,
  bus,
  href,
  isApiError,
  useApiMutation,
  useSession,
  webUserSignup,
  type ApiError,
  type AgeGroup,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { FormCheckbox, FormSelect, FormTextField, useZodForm } from '@ciao/shared/forms';
import { FormAlert } from '../common/FormError';
import { ageGroupOfBirthday, passedAgeGate } from '../common/signup-age';
import { GENDERS, signupFormSchema, type SignupFormValues } from '../common/signup-form-schema';
import { mailSentState } from '../common/mail-sent-state';
import { NewPasswordFields } from '../common/NewPasswordFields';
import { useSignupPage } from '../common/use-signup-texts';
import styles from '../common/Signup.module.css';

/**
 * /signup: the form of docs/product-rules.md §2 and §5 (email, password twice, nickname, gender, the consents
 * of the reader's age), sent to POST /web/user/signup. Only after the age gate; opened
 * directly it sends the reader there first.
 */
export function SignupFormPage() {
  const { state } = useLocation();
  const birthday = useSession((session) => session.birthday);
  if (!passedAgeGate(state)) return <Navigate to={href('SIGNUP_PRE')} replace />;
  const group = ageGroupOfBirthday(birthday);
  if (group === 'refused') return <Navigate to={href('DENIED_AGE')} replace />;
  return <SignupForm birthday={birthday} group={group} />;
}

/** The docs/product-rules.md §8 codes the form explains beside a field; others show above the form. */
function applyServerError(error: ApiError, setFieldError: (name: 'email' | 'password', message: string) => void): string | null {
  if (error.responseCode === RESPONSE_CODES.INVALID_EMAIL) {
    setFieldError('email', 'invalid_email');
    return null;
  }
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  if (error.responseCode === RESPONSE_CODES.INVALID_PASSWORD && typeof reason === 'string') {
    setFieldError('password', reason);
    return null;
  }
  return error.messageKey;
}

function SignupForm({ birthday, group }: { birthday: string; group: Exclude<AgeGroup, 'refused'> }) {
  const t = useSignupPage();
  const navigate = useNavigate();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [year, month] = birthday.split('-').map(Number);
  const form = useZodForm(signupFormSchema(group), {
    defaultValues: { email: '', password: '', password_confirmation: '', name: '', sex: '' },
  });
  const signup = useApiMutation(webUserSignup);

  const send = (values: SignupFormValues) => {
    setErrorKey(null);
    signup.mutate(
      {
        email: values.email,
        password: values.password,
        birthday,
        name: values.name,
        sex: Number(values.sex),
        agree_terms_of_service: true,
        ...(group === 'adult' ? { agree_privacy_policy: true } : {}),
      },
      {
        onSuccess: (answer) => {
          void navigate(href('EMAIL_PRESAVE_SEND'), { state: mailSentState(values.email, answer) });
        },
        onError: (error) => {
          if (!isApiError(error)) return setErrorKey('code_1099');
          const reason = (error.data as { reason?: unknown } | null)?.reason;
          if (error.responseCode === RESPONSE_CODES.PARAMETER_INVALID && reason === 'age_under_13') {
            void navigate(href('DENIED_AGE'));
            return;
          }
          setErrorKey(applyServerError(error, (name, message) => form.setError(name, { message }, { shouldFocus: true })));
        },
      },
    );
  };
  const submit = form.handleSubmit((values) => {
    if (!signup.isPending) send(values);
  });

  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('signup.form.heading')}</PageHeading>
      <p className={styles.birthday}>
        <span>{t('signup.form.birthday', { year, month })}</span>
        <Link className={styles.link} to={href('SIGNUP_PRE')}>
          {t('signup.form.changeBirthday')}
        </Link>
      </p>
      {group === 'minor' && <p className={styles.note}>{t('signup.form.minorNote')}</p>}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {errorKey && (
          <FormAlert>
            <p>{t(`errors:${errorKey}`)}</p>
            {errorKey === `code_${RESPONSE_CODES.EMAIL_USED}` && (
              <Button variant="link" onClick={() => bus.emit('auth:open-login', {})}>
                {t('signup.form.toLogin')}
              </Button>
            )}
          </FormAlert>
        )}
        <FormTextField
          control={form.control}
          name="email"
          label={t('signup.form.email')}
          hint={t('signup.form.emailHint')}
          type="email"
          autoComplete="email"
          required
        />
        <NewPasswordFields
          control={form.control}
          label={t('signup.form.password')}
          confirmationLabel={t('signup.form.passwordConfirmation')}
          hint={t('signup.form.passwordHint')}
        />
        <FormTextField
          control={form.control}
          name="name"
          label={t('signup.form.nickname')}
          hint={t('signup.form.nicknameHint')}
          autoComplete="nickname"
          required
        />
        <FormSelect
          control={form.control}
          name="sex"
          label={t('signup.form.gender')}
          placeholder={t('signup.form.genderChoose')}
          options={GENDERS.map((value) => ({ value, label: t(`signup.form.gender${value}`) }))}
          required
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('signup.form.consentLegend')}</legend>
          <FormCheckbox
            control={form.control}
            name="agree_terms"
            label={t(group === 'adult' ? 'signup.form.termsAdult' : 'signup.form.termsMinor')}
          />
          {/* What is agreed to, readable before agreeing: in a new tab, so the form keeps what was typed. */}
          <Link className={styles.link} to={href('ARTICLE', { articleName: 'termsOfService' })} target="_blank" rel="noopener">
            {t('signup.form.readTerms')}
          </Link>
          {group === 'adult' && <FormCheckbox control={form.control} name="agree_privacy" label={t('signup.form.privacy')} />}
          {/* Agreed to by an adult; a minor's parent reads what is kept about the child before saying yes too. */}
          <Link className={styles.link} to={href('ARTICLE', { articleName: 'privacyPolicy' })} target="_blank" rel="noopener">
            {t('signup.form.readPrivacy')}
          </Link>
        </fieldset>
        <Button type="submit" block busy={signup.isPending} busyLabel={t('signup.form.submitting')}>
          {t('signup.form.submit')}
        </Button>
      </form>
    </PageFrame>
  );
}

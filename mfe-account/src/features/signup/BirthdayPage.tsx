import { useNavigate } from '@ciao/shared/router';
import { Button, bus, href, sessionActions, PageFrame, PageHeading } from '@ciao/shared';
import { FormSelect, useZodForm } from '@ciao/shared/forms';
import { ageGroupOfBirthday, birthYears, birthdayOf, type AgeGateState } from '../common/signup-age';
import { birthdayFormSchema } from '../common/signup-form-schema';
import { useSignupPage } from '../common/use-signup-texts';
import styles from '../common/Signup.module.css';

const MONTHS = Array.from({ length: 12 }, (_unused, index) => String(index + 1));

/**
 * /signup/pre, the age gate (docs/product-rules.md §1): year and month of birth first. Under 13 goes to
 * /denied/age; 13 and over to the form, which asks for the consents of their age. The
 * birthday is kept in the session store (docs/product-rules.md §3 `birthday`). The server checks it again.
 */
export function BirthdayPage() {
  const t = useSignupPage();
  const navigate = useNavigate();
  const form = useZodForm(birthdayFormSchema, { defaultValues: { year: '', month: '' } });

  const submit = form.handleSubmit(({ year, month }) => {
    const birthday = birthdayOf(year, month);
    sessionActions.setBirthday(birthday);
    if (ageGroupOfBirthday(birthday) === 'refused') {
      void navigate(href('DENIED_AGE'));
      return;
    }
    const state: AgeGateState = { fromAgeGate: true };
    void navigate(href('SIGNUP'), { state });
  });

  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('signup.pre.heading')}</PageHeading>
      <p className={styles.lead}>{t('signup.pre.lead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.row}>
          <FormSelect
            control={form.control}
            name="year"
            label={t('signup.pre.year')}
            placeholder={t('signup.pre.choose')}
            options={birthYears().map((year) => ({ value: String(year), label: t('signup.pre.yearOption', { year }) }))}
            autoComplete="bday-year"
            required
          />
          <FormSelect
            control={form.control}
            name="month"
            label={t('signup.pre.month')}
            placeholder={t('signup.pre.choose')}
            options={MONTHS.map((month) => ({ value: month, label: t('signup.pre.monthOption', { month }) }))}
            autoComplete="bday-month"
            required
          />
        </div>
        <Button type="submit" block>
          {t('signup.pre.next')}
        </Button>
      </form>
      <div className={styles.actions}>
        <Button variant="link" onClick={() => bus.emit('auth:open-login', {})}>
          {t('signup.pre.fromLogin')}
        </Button>
      </div>
    </PageFrame>
  );
}

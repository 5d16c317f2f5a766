import { z } from 'zod';
import { accountProfileUpdate, Button, useApiMutation, type Account } from '@ciao/shared';
import { FormSelect, FormTextField, useZodForm } from '@ciao/shared/forms';
import { announceProfile } from './announce-profile';
import { useMyPageTexts } from '../common/use-my-page-texts';
import { GENDERS } from '../common/signup-form-schema';
import styles from '../common/Signup.module.css';
import { FormError, errorMessageKey } from '../common/FormError';

const { name } = accountProfileUpdate.params.shape;
const profileFormSchema = z.object({ name, sex: z.string().min(1).pipe(z.enum(GENDERS)) });

/** Nickname and gender, saved by POST /account/profile; the birthday is shown read-only. */
export function ProfileForm({ account }: { account: Account }) {
  const t = useMyPageTexts();
  const [year, month] = account.birthday.split('-').map(Number);
  const form = useZodForm(profileFormSchema, {
    defaultValues: { name: account.nickname, sex: String(account.gender) as (typeof GENDERS)[number] },
  });
  const save = useApiMutation(accountProfileUpdate, { onSuccess: ({ account: saved }) => announceProfile(saved) });
  const submit = form.handleSubmit(({ name: nickname, sex }) => {
    if (!save.isPending) save.mutate({ name: nickname, sex: Number(sex) });
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError messageKey={save.isError ? errorMessageKey(save.error) : null} />
      {save.isSuccess && !form.formState.isDirty && (
        <p className={styles.note} role="status">
          {t('setting.saved')}
        </p>
      )}
      <p className={styles.lead}>{t('setting.currentEmail', { email: account.email })}</p>
      <p className={styles.lead}>{t('setting.birthday', { year, month })}</p>
      <FormTextField control={form.control} name="name" label={t('signup.form.nickname')} hint={t('signup.form.nicknameHint')} required />
      <FormSelect
        control={form.control}
        name="sex"
        label={t('signup.form.gender')}
        options={GENDERS.map((value) => ({ value, label: t(`signup.form.gender${value}`) }))}
        required
      />
      <Button type="submit" busy={save.isPending} busyLabel={t('setting.saving')}>
        {t('setting.save')}
      </Button>
    </form>
  );
}

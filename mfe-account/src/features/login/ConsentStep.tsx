import { useMemo } from 'react';
import { z } from 'zod';
import { Button, type ConsentName, useTranslation } from '@ciao/shared';
import { FormCheckbox, useZodForm } from '@ciao/shared/forms';
import { NAMESPACE } from '../../i18n/register';
import styles from './LoginModal.module.css';
import { FormError } from '../common/FormError';

/** The checkbox label of each consent, the same words as at sign-up. */
const CONSENT_LABELS: Record<ConsentName, string> = {
  terms_of_service_adult: 'signup.form.termsAdult',
  terms_of_service_minor: 'signup.form.termsMinor',
  privacy_policy: 'signup.form.privacy',
};

interface ConsentStepProps {
  missing: readonly ConsentName[];
  busy: boolean;
  /** i18n key (namespace errors) of the last failure, shown in an alert. */
  errorKey: string | null;
  onAgree: () => void;
}

/**
 * The law-age consent step (issue 9): a reader whose login answered 2019 ticks the consents
 * their age still lacks (the server's data.missing) and is logged in by /web/user/agreements.
 */
export function ConsentStep({ missing, busy, errorKey, onAgree }: ConsentStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const schema = useMemo(() => z.object(Object.fromEntries(missing.map((name) => [name, z.literal(true)]))), [missing]);
  const form = useZodForm(schema);
  const submit = form.handleSubmit(() => {
    if (!busy) onAgree();
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.notice}>{t('login.consent.lead')}</p>
      <FormError messageKey={errorKey} />
      {missing.map((name, index) => (
        <FormCheckbox
          key={name}
          control={form.control}
          name={name}
          label={t(CONSENT_LABELS[name])}
          {...(index === 0 ? { 'data-autofocus': true } : {})}
        />
      ))}
      <Button type="submit" block busy={busy} busyLabel={t('login.submitting')}>
        {t('login.consent.submit')}
      </Button>
    </form>
  );
}

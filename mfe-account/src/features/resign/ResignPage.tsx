import { z } from 'zod';
import { Link, useNavigate } from '@ciao/shared/router';
import {
  Button,
  RESPONSE_CODES,
  accountResign,
  bus,
  href,
  isApiError,
  sessionActions,
  useApiMutation,
  useSession,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { FormCheckbox, useZodForm } from '@ciao/shared/forms';
import { errorReason } from '../common/error-reason';
import { useMyPageTexts } from '../common/use-my-page-texts';

/** The reader ticks that they understand what closing the account means. */
// Its own message: the consent one ("{{label}}に同意してください") made "…わかりましたに同意してください".
const confirmSchema = z.object({ confirm: z.literal(true, { error: 'mustConfirm' }) });
import styles from '../common/Signup.module.css';
import { FormAlert, FormError, errorMessageKey } from '../common/FormError';

/**
 * /resign (logged in): what closing the account means, a confirmation, then
 * POST /account/resign. The server refuses while a magazine subscription is active (docs/product-rules.md §4:
 * 2009 with reason subscription_active); the page then says why and how to go on. Done, the
 * reader is logged out and sees the resign-complete page.
 */
export function ResignPage() {
  const t = useMyPageTexts();
  const navigate = useNavigate();
  const userId = useSession((session) => session.account?.user_id ?? '');
  const form = useZodForm(confirmSchema);
  const resign = useApiMutation(accountResign, {
    onSuccess: () => {
      // Leave this logged-in page first, so it never shows "please log in" on the way out.
      void navigate(href('RESIGN_COMPLETE'), { replace: true });
      sessionActions.loggedOut();
      bus.emit('auth:logged-out', { reason: 'user' });
    },
  });
  const submit = form.handleSubmit(() => {
    if (userId && !resign.isPending) resign.mutate({ user_id: userId });
  });
  const error = resign.error;
  const subscriptionActive =
    isApiError(error) && error.responseCode === RESPONSE_CODES.SAVE_FAILED && errorReason(error) === 'subscription_active';

  return (
    <PageFrame width="form" stacked>
      <PageHeading>{t('resign.heading')}</PageHeading>
      <p className={styles.lead}>{t('resign.lead')}</p>
      <ul className={styles.lead}>
        <li>{t('resign.losePoints')}</li>
        <li>{t('resign.loseComics')}</li>
        <li>{t('resign.loseEmail')}</li>
      </ul>
      {subscriptionActive && (
        <FormAlert>
          <p>{t('resign.subscriptionActive')}</p>
          <Link className={styles.link} to={href('SUBSCRIPTION')}>
            {t('resign.subscription')}
          </Link>
        </FormAlert>
      )}
      <FormError messageKey={error && !subscriptionActive ? errorMessageKey(error) : null} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormCheckbox control={form.control} name="confirm" label={t('resign.confirm')} />
        <Button type="submit" block busy={resign.isPending} busyLabel={t('resign.submitting')}>
          {t('resign.submit')}
        </Button>
      </form>
      <Link className={styles.link} to={href('MYPAGE_SETTING')}>
        {t('setting.back')}
      </Link>
    </PageFrame>
  );
}

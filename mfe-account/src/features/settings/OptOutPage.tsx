import { Link } from '@ciao/shared/router';
import {
  Button,
  ErrorState,
  accountMailOptOut,
  getAccountProfile,
  href,
  useApiMutation,
  useApiQuery,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { useMyPageTexts } from '../common/use-my-page-texts';
import styles from '../common/MyPage.module.css';

/**
 * /my/setting/optOut (docs/product-rules.md §2): whether the reader receives the service's news mail, stored
 * by POST /account/mail/optout. Account mail (links, password) is sent regardless.
 */
export function OptOutPage() {
  const t = useMyPageTexts();
  const profile = useApiQuery(getAccountProfile, {}, { refetchOnMount: 'always' });
  const save = useApiMutation(accountMailOptOut, { onSuccess: () => profile.retry() });
  const optedOut = save.data?.mail_opt_out ?? profile.data?.mail_opt_out;
  return (
    <PageFrame width="page" stacked>
      <PageHeading>{t('optOut.heading')}</PageHeading>
      <p className={styles.lead}>{t('optOut.lead')}</p>
      {profile.isPending && <p role="status">{t('my.loading')}</p>}
      {profile.isError && <ErrorState compact error={profile.error} onRetry={profile.retry} />}
      {save.isError && <ErrorState compact error={save.error} />}
      {optedOut !== undefined && (
        <section className={styles.section} aria-labelledby="opt-out-state">
          <h2 id="opt-out-state" className={styles.sectionTitle}>
            {t('optOut.stateTitle')}
          </h2>
          <p className={styles.lead} role="status">
            {t(optedOut ? 'optOut.stopped' : 'optOut.receiving')}
          </p>
          <div>
            <Button
              variant={optedOut ? 'primary' : 'secondary'}
              busy={save.isPending}
              busyLabel={t('setting.saving')}
              onClick={() => save.mutate({ mail_opt_out: !optedOut })}
            >
              {t(optedOut ? 'optOut.resume' : 'optOut.stop')}
            </Button>
          </div>
        </section>
      )}
      <Link className={styles.menuLink} to={href('MYPAGE_SETTING')}>
        {t('setting.back')}
      </Link>
    </PageFrame>
  );
}

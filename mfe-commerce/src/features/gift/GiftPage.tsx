import { useEffect, useRef } from 'react';
import { Link } from '@ciao/shared/router';
import {
  Button,
  ErrorState,
  buttonClassName,
  formatDisplayDate,
  giftCode,
  formatNumber,
  href,
  parseApiDateTime,
  useApiMutation,
  type ResponseOf,
  useTranslation,
} from '@ciao/shared';
import { FormTextField, useZodForm } from '@ciao/shared/forms';
import { NAMESPACE } from '../../i18n/register';
import { ReaderPage } from '../common/ReaderPage';
import styles from '../common/CommercePage.module.css';

/** The contract's own code rule (trimmed, 1-32 letters, digits, - and _). */
const giftFormSchema = giftCode.params.pick({ code: true });

/**
 * GIFT (/gift, docs/product-rules.md §2): a gift code, then the completion screen with the points granted and
 * their expiry. Failures are the docs/product-rules.md §8 gift codes' messages (8000-8004). A visitor is asked
 * to log in first; the login comes back here.
 */
export function GiftPage() {
  const { t } = useTranslation(NAMESPACE);

  return (
    <ReaderPage heading={t('gift.heading')} loginFirst={t('gift.loginFirst')} headingId="gift-heading">
      <GiftRedeem />
    </ReaderPage>
  );
}

function GiftRedeem() {
  const { t } = useTranslation(NAMESPACE);
  const form = useZodForm(giftFormSchema, { defaultValues: { code: '' } });
  const redeem = useApiMutation(giftCode);

  if (redeem.data) {
    return (
      <GiftReceived
        received={redeem.data}
        onAnother={() => {
          redeem.reset();
          form.reset();
        }}
      />
    );
  }

  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => {
        if (redeem.isPending) {
          event.preventDefault();
          return;
        }
        // One message at a time: the server's answer to the previous code goes with a new try.
        redeem.reset();
        void form.handleSubmit(({ code }) => redeem.mutate({ code }))(event);
      }}
    >
      <p className={styles.lead}>{t('gift.lead')}</p>
      <FormTextField
        control={form.control}
        name="code"
        label={t('gift.code')}
        hint={t('gift.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        data-autofocus
      />
      {redeem.error && <ErrorState compact error={redeem.error} />}
      <Button type="submit" block busy={redeem.isPending} busyLabel={t('gift.redeeming')}>
        {t('gift.redeem')}
      </Button>
    </form>
  );
}

function GiftReceived({ received, onAnother }: { received: ResponseOf<typeof giftCode>; onAnother: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={styles.panel}>
      <h2 ref={heading} tabIndex={-1} className={`${styles.subheading} ${styles.focusTarget}`}>
        {t('gift.received')}
      </h2>
      <p className={styles.lead}>{received.campaign_name}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('gift.granted')}</dt>
          <dd className={styles.strong}>{t('gift.points', { point: formatNumber(received.free_point) })}</dd>
        </div>
        <div>
          <dt>{t('gift.expires')}</dt>
          <dd>{formatDisplayDate(parseApiDateTime(received.expires_at))}</dd>
        </div>
        <div>
          <dt>{t('gift.balance')}</dt>
          <dd>{t('gift.points', { point: formatNumber(received.point.total) })}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link className={buttonClassName('primary', { block: true })} to={href('TOP')}>
          {t('gift.toTop')}
        </Link>
        <Button variant="secondary" block onClick={onAnother}>
          {t('gift.another')}
        </Button>
      </div>
    </div>
  );
}

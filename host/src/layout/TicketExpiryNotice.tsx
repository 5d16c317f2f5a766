import { Link } from '@ciao/shared/router';
import { href, sessionActions, useSession, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './header.module.css';

/**
 * docs/product-rules.md §4: the ticket near-expiry badge, from the once-a-day check (navigation checks). Shown
 * to the reader it was checked for; dismissing it keeps it off until the next day's check.
 */
export function TicketExpiryNotice() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const visible = useSession(
    (state) =>
      state.isLoggedIn && state.ticketExpiryCheck?.isExpiredBadge === true && state.ticketExpiryCheck.userId === state.account?.user_id,
  );
  if (!visible) return null;
  return (
    <div className={styles.ticketNotice}>
      <span className={styles.ticketBadge} aria-hidden="true">
        !
      </span>
      <Link className={styles.ticketLink} to={href('MYPAGE_SETTING_TICKET')}>
        {t('header.ticketExpiry')}
      </Link>
      <button
        type="button"
        className={styles.ticketDismiss}
        aria-label={t('header.ticketExpiryDismiss')}
        onClick={() => sessionActions.dismissTicketExpiryBadge()}
      >
        ×
      </button>
    </div>
  );
}

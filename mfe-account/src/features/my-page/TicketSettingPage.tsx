import { Link } from '@ciao/shared/router';
import {
  Badge,
  Cover,
  ErrorState,
  formatDisplayDate,
  getAccountTicketFlow,
  href,
  parseApiDateTime,
  titleTicketList,
  titleViewedList,
  useApiQuery,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { useMyPageTexts } from '../common/use-my-page-texts';
import styles from '../common/MyPage.module.css';

/** docs/product-rules.md §5: the history keeps 20 titles; their wait-to-be-free state is what the reader can use. */
const READ_TITLES = 20;

/**
 * /my/setting/ticket (docs/product-rules.md §2): the premium tickets the reader holds with their expiry (soonest
 * first, expired ones marked) and the wait-to-be-free ticket of each title they have read
 * (docs/product-rules.md §4: one per title, back 23 hours after use), from /title/ticket/list.
 */
export function TicketSettingPage() {
  const t = useMyPageTexts();
  return (
    <PageFrame width="page" stacked>
      <PageHeading>{t('my.ticket.heading')}</PageHeading>
      <p>
        <Link className={styles.menuLink} to={href('MYPAGE')}>
          {t('my.ticket.back')}
        </Link>
      </p>
      <PremiumTickets />
      <WaitFreeTickets />
    </PageFrame>
  );
}

function PremiumTickets() {
  const t = useMyPageTexts();
  const flow = useApiQuery(getAccountTicketFlow, { limit: 1 }, { refetchOnMount: 'always' });
  // API dates are YYYY-MM-DDTHH:mm:ss (docs/product-rules.md §5): as text they sort in time order.
  // localeCompare would first load the browser's collation data (ICU: tens of ms of main thread
  // on a phone) for the same order.
  const tickets = [...(flow.data?.detail_list ?? [])].sort((a, b) =>
    a.expires_at < b.expires_at ? -1 : a.expires_at > b.expires_at ? 1 : 0,
  );
  const usable = tickets.filter((ticket) => !ticket.expired).length;
  return (
    <section className={styles.section} aria-labelledby="ticket-premium">
      <h2 id="ticket-premium" className={styles.sectionTitle}>
        {t('my.ticket.premiumHeading')}
      </h2>
      {flow.isPending && <p role="status">{t('my.loading')}</p>}
      {flow.isError && <ErrorState compact error={flow.error} onRetry={flow.retry} />}
      {flow.data && tickets.length === 0 && <p>{t('my.ticket.premiumNone')}</p>}
      {flow.data && tickets.length > 0 && (
        <>
          <p>{t('my.ticket.premiumCount', { count: usable })}</p>
          <ul className={styles.ticketList}>
            {tickets.map((ticket, index) => (
              <li key={ticket.ticket_id} className={styles.ticket} data-expired={ticket.expired}>
                <span>{t('my.ticket.ticketLabel', { index: index + 1 })}</span>
                <span>{t('my.ticket.expiresAt', { date: formatDisplayDate(parseApiDateTime(ticket.expires_at)) })}</span>
                {ticket.expired && <strong>{t('my.ticket.expired')}</strong>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function WaitFreeTickets() {
  const t = useMyPageTexts();
  const viewed = useApiQuery(titleViewedList, { limit: READ_TITLES, offset: 0 });
  const titles = viewed.data?.title_list ?? [];
  const ids = titles.map((title) => title.title_id).join(',');
  const state = useApiQuery(titleTicketList, { title_id_list: ids }, { enabled: ids !== '', refetchOnMount: 'always' });
  const byTitle = new Map((state.data?.title_ticket_list ?? []).map((entry) => [entry.title_id, entry]));
  return (
    <section className={styles.section} aria-labelledby="ticket-wait-free">
      <h2 id="ticket-wait-free" className={styles.sectionTitle}>
        {t('my.ticket.waitFreeHeading')}
      </h2>
      <p>{t('my.ticket.waitFreeLead')}</p>
      {(viewed.isPending || (ids !== '' && state.isPending)) && <p role="status">{t('my.loading')}</p>}
      {viewed.isError && <ErrorState compact error={viewed.error} onRetry={viewed.retry} />}
      {state.isError && <ErrorState compact error={state.error} onRetry={state.retry} />}
      {viewed.data && titles.length === 0 && <p>{t('my.ticket.waitFreeNone')}</p>}
      {state.data && (
        <ul className={styles.cards}>
          {titles.map((title) => {
            const ticket = byTitle.get(title.title_id);
            if (!ticket) return null;
            return (
              <li key={title.title_id} className={styles.card}>
                <Link className={styles.cardTitle} to={href('TITLE', { titleId: title.title_id })}>
                  <Cover
                    src={title.thumbnail_rect_image_url}
                    alt={t('my.ticket.cover', { title: title.title_name })}
                    aspectRatio="16 / 9"
                  />
                  <span>{title.title_name}</span>
                </Link>
                <Badge state={{ kind: 'wait-free', remainingHours: ticket.remaining_hours, remainingMinutes: ticket.remaining_minutes }} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

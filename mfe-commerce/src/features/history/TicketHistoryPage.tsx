import { Link } from '@ciao/shared/router';
import {
  EmptyState,
  ErrorState,
  LoadingIndicator,
  Pagination,
  formatDisplayDate,
  getAccountTicketFlow,
  href,
  parseApiDateTime,
  useApiQuery,
  useSession,
  type ResponseOf,
  useTranslation,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { LoginFirst } from '../common/LoginFirst';
import styles from '../common/CommercePage.module.css';
import { historyTime, signOf } from '../common/history-time';
import { pageCountOf, usePageParam } from '../common/use-page-param';
import rows from '../common/HistoryPage.module.css';

export const TICKET_HISTORY_PAGE_SIZE = 20;

const KNOWN_REASONS = ['wait_free_rental', 'premium_rental', 'login_bonus', 'seed'] as const;

type TicketFlow = ResponseOf<typeof getAccountTicketFlow>;

/**
 * TICKET_HISTORY: the premium tickets the reader holds (with their expiry) and the ticket
 * movements (/account/ticket/flow), newest first, 20 a page (`?page=`).
 */
export function TicketHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{t('ticketHistory.heading')}</h1>
      {isLoggedIn ? <TicketHistory /> : <LoginFirst message={t('ticketHistory.loginFirst')} action={t('history.login')} />}
    </main>
  );
}

function TicketHistory() {
  const { t } = useTranslation(NAMESPACE);
  const { page, goToPage } = usePageParam();
  const flow = useApiQuery(getAccountTicketFlow, { limit: TICKET_HISTORY_PAGE_SIZE, offset: (page - 1) * TICKET_HISTORY_PAGE_SIZE });

  return (
    <>
      <LoadingIndicator loading={flow.isPending} label={t('history.loading')} showLabel />
      {flow.isError && <ErrorState error={flow.error} onRetry={flow.retry} />}
      {flow.data && <HeldTickets tickets={flow.data.detail_list} />}
      {flow.data && flow.data.total_count === 0 && <EmptyState message={t('ticketHistory.empty')} />}
      {flow.data && flow.data.total_count > 0 && (
        <section className={styles.panel} aria-labelledby="ticket-history-list">
          <h2 id="ticket-history-list" className={styles.subheading}>
            {t('history.total', { count: flow.data.total_count })}
          </h2>
          <ul className={styles.list}>
            {flow.data.ticket_flow_list.map((item) => (
              <TicketMovement key={item.flow_id} item={item} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(flow.data.total_count, TICKET_HISTORY_PAGE_SIZE)}
            onPageChange={goToPage}
            label={t('history.pageLabel', { name: t('ticketHistory.heading') })}
          />
        </section>
      )}
    </>
  );
}

/** The unused premium tickets (spec 3: detail_list items carry expired). */
function HeldTickets({ tickets }: { tickets: TicketFlow['detail_list'] }) {
  const { t } = useTranslation(NAMESPACE);
  const usable = tickets.filter((ticket) => !ticket.expired).length;
  return (
    <section className={styles.panel} aria-labelledby="ticket-held">
      <h2 id="ticket-held" className={styles.subheading}>
        {t('ticketHistory.held')}
      </h2>
      {usable === 0 && <p className={styles.lead}>{t('ticketHistory.noneHeld')}</p>}
      {tickets.length > 0 && (
        <ul className={styles.list}>
          {tickets.map((ticket) => {
            const date = formatDisplayDate(parseApiDateTime(ticket.expires_at));
            return (
              <li key={ticket.ticket_id} className={styles.note}>
                {t('ticketHistory.types.premium')}:{' '}
                {ticket.expired ? t('ticketHistory.expired', { date }) : t('ticketHistory.expiresOn', { date })}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function TicketMovement({ item }: { item: TicketFlow['ticket_flow_list'][number] }) {
  const { t } = useTranslation(NAMESPACE);
  const reason = (KNOWN_REASONS as readonly string[]).includes(item.reason)
    ? t(`ticketHistory.reasons.${item.reason}`)
    : t('ticketHistory.reasons.other');
  return (
    <li className={rows.row}>
      <span className={rows.what}>
        {t(`ticketHistory.types.${item.ticket_type}`)}: {reason}
      </span>
      <span className={rows.delta}>{t('ticketHistory.delta', { sign: signOf(item.count), count: Math.abs(item.count) })}</span>
      <span className={rows.when}>{historyTime(item.occurred_at)}</span>
      {item.title_id !== null && item.episode_id !== null && (
        <Link className={rows.detail} to={href('EPISODE_VIEWER', { titleId: item.title_id, episodeId: item.episode_id })}>
          {t('ticketHistory.episode', { episodeId: item.episode_id })}
        </Link>
      )}
      {item.expires_at && item.count > 0 && (
        <span className={rows.detail}>{t('ticketHistory.expiresOn', { date: formatDisplayDate(parseApiDateTime(item.expires_at)) })}</span>
      )}
    </li>
  );
}

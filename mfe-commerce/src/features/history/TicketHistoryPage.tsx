import { Link } from '@ciao/shared/router';
import {
  EmptyState,
  formatDisplayDate,
  getAccountTicketFlow,
  href,
  parseApiDateTime,
  useApiQuery,
  type ResponseOf,
  useTranslation,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import styles from '../common/CommercePage.module.css';
import { historyTime, signOf } from '../common/history-time';
import { PagedLedger, useLedgerPage } from '../common/PagedLedger';
import { ReaderPage } from '../common/ReaderPage';
import rows from '../common/HistoryPage.module.css';

type TicketFlow = ResponseOf<typeof getAccountTicketFlow>;

/**
 * TICKET_HISTORY: the premium tickets the reader holds (with their expiry) and the ticket
 * movements (/account/ticket/flow), newest first, 20 a page (`?page=`).
 */
export function TicketHistoryPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ReaderPage heading={t('ticketHistory.heading')} loginFirst={t('ticketHistory.loginFirst')}>
      <TicketHistory />
    </ReaderPage>
  );
}

function TicketHistory() {
  const { t } = useTranslation(NAMESPACE);
  const { page, goToPage, params } = useLedgerPage();
  const flow = useApiQuery(getAccountTicketFlow, params);
  return (
    <PagedLedger
      ledger={flow}
      page={page}
      goToPage={goToPage}
      name={t('ticketHistory.heading')}
      listId="ticket-history-list"
      empty={<EmptyState message={t('ticketHistory.empty')} />}
      before={(answer) => <HeldTickets tickets={answer.detail_list} />}
      rows={(answer) => answer.ticket_flow_list.map((item) => <TicketMovement key={item.flow_id} item={item} />)}
    />
  );
}

/** The unused premium tickets (docs/product-rules.md §3: detail_list items carry expired). */
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
  // A label per TICKET_REASONS of the contract (a test holds them together); a reason a newer API wrote is "other".
  const reason = t(`ticketHistory.reasons.${item.reason}`, { defaultValue: t('ticketHistory.reasons.other') });
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

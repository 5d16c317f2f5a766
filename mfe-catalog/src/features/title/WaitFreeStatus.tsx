import { Badge, PERSONAL_PART, titleTicketList, useApiQuery, useSession, useTranslation } from '@ciao/shared';
import styles from './title.module.css';

/**
 * docs/product-rules.md §3/§4: the title's wait-to-be-free ticket for this reader: ready, or the hours and
 * minutes until it recovers (23 h after use). The ticket is the reader's, so a visitor is
 * told to log in for it instead.
 */
export function WaitFreeStatus({ titleId }: { titleId: number }) {
  const { t } = useTranslation('catalog');
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  // Re-read on every visit: the time left moves on while the reader is away.
  const tickets = useApiQuery(titleTicketList, { title_id_list: String(titleId) }, { enabled: isLoggedIn, refetchOnMount: 'always' });
  const ticket = tickets.data?.title_ticket_list.find((item) => item.title_id === titleId);

  if (!isLoggedIn)
    return (
      <p className={styles.waitFree} {...PERSONAL_PART}>
        {t('title.waitFree.visitor')}
      </p>
    );
  // Its room stays (title.module.css .waitFree): on a first screen it held a visitor's hint.
  if (!ticket || ticket.max_ticket_count === 0) return <div className={styles.waitFree} {...PERSONAL_PART} />;
  const ready = ticket.ticket_count > 0;
  return (
    <section className={styles.waitFree} {...PERSONAL_PART} aria-label={t('title.waitFree.heading')}>
      <Badge
        state={{
          kind: 'wait-free',
          remainingHours: ready ? 0 : ticket.remaining_hours,
          remainingMinutes: ready ? 0 : ticket.remaining_minutes,
        }}
      />
      <p className={styles.waitFreeText}>
        {ready
          ? t('title.waitFree.ready', { hours: ticket.rental_hours })
          : t('title.waitFree.recovering', { hours: ticket.remaining_hours, minutes: ticket.remaining_minutes })}
      </p>
    </section>
  );
}

import { Badge, titleTicketList, useApiQuery, useSession, type BadgeState, type EpisodeStatus } from '@ciao/shared';

interface NextEpisodeStateProps {
  titleId: number;
  episode: { point: number; status: EpisodeStatus };
}

/**
 * What the next episode takes to read: free, purchased, renting, or its price, and for a
 * paid one the title's wait-to-be-free ticket with the time left until it is back.
 */
export function NextEpisodeState({ titleId, episode }: NextEpisodeStateProps) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const paid = episode.status === 'points';
  const tickets = useApiQuery(titleTicketList, { title_id_list: String(titleId) }, { enabled: isLoggedIn && paid });
  const ticket = tickets.data?.title_ticket_list.find((candidate) => candidate.title_id === titleId);
  const states: BadgeState[] = [statusBadge(episode)];
  if (paid && ticket && ticket.max_ticket_count > 0) {
    states.push({ kind: 'wait-free', remainingHours: ticket.remaining_hours, remainingMinutes: ticket.remaining_minutes });
  }
  return (
    <p>
      {states.map((state) => (
        <Badge key={state.kind} state={state} />
      ))}
    </p>
  );
}

function statusBadge({ point, status }: NextEpisodeStateProps['episode']): BadgeState {
  switch (status) {
    case 'free':
      return { kind: 'free' };
    case 'member_free':
      return { kind: 'member-free' };
    case 'purchased':
      return { kind: 'purchased' };
    case 'renting':
      return { kind: 'renting', until: null };
    case 'points':
      return { kind: 'points', point };
  }
}

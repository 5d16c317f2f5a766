import { type ApiError, type Episode, isFreeEpisode, type PointBalance } from '@ciao/shared';
import { refusalOf } from '../common/refusal';

export type PurchaseMethod = 'wait_free' | 'premium' | 'points';

/** Buying with points, as the server spends them: free points first, then paid ones. */
export interface PointPlan {
  price: number;
  usedFree: number;
  usedPaid: number;
  /** The total left after buying; the current total when the reader cannot afford it. */
  totalAfter: number;
  /** Points still missing; 0 when the reader can buy. */
  shortfall: number;
}

export function pointPlan(price: number, balance: PointBalance): PointPlan {
  const shortfall = Math.max(0, price - balance.total);
  if (shortfall > 0) return { price, usedFree: 0, usedPaid: 0, totalAfter: balance.total, shortfall };
  const usedFree = Math.min(balance.free_point, price);
  const usedPaid = price - usedFree;
  return { price, usedFree, usedPaid, totalAfter: balance.total - price, shortfall: 0 };
}

export interface TitleTicket {
  ticket_count: number;
  recover_hours: number;
  rental_hours: number;
  remaining_hours: number;
  remaining_minutes: number;
}

/** The title's wait-to-be-free ticket: usable now, or the time until it is back. */
export interface WaitFreePlan {
  usable: boolean;
  remainingHours: number;
  remainingMinutes: number;
  rentalHours: number;
  recoverHours: number;
}

export function waitFreePlan(ticket: TitleTicket | undefined): WaitFreePlan | null {
  if (!ticket) return null;
  const usable = ticket.ticket_count > 0 && ticket.remaining_hours === 0 && ticket.remaining_minutes === 0;
  return {
    usable,
    remainingHours: ticket.remaining_hours,
    remainingMinutes: ticket.remaining_minutes,
    rentalHours: ticket.rental_hours,
    recoverHours: ticket.recover_hours,
  };
}

/** Premium tickets the reader can still use; the server spends the one expiring first. */
export interface PremiumPlan {
  count: number;
  /** Expiry of the ticket a rental would use (API date-time), null when there is none. */
  nextExpiry: string | null;
}

export function premiumPlan(tickets: readonly { expires_at: string; expired: boolean }[]): PremiumPlan {
  const usable = tickets.filter((ticket) => !ticket.expired).map((ticket) => ticket.expires_at);
  usable.sort();
  return { count: usable.length, nextExpiry: usable[0] ?? null };
}

/** Whether the episode is already the reader's (or free): nothing to buy. */
export function alreadyReadable(episode: Episode): boolean {
  return isFreeEpisode(episode) || episode.status === 'free' || episode.status === 'purchased' || episode.status === 'renting';
}

/**
 * The method chosen before the reader chooses: only the free one (the wait-to-be-free ticket).
 * A paid choice (a premium ticket, points) is never preselected: with the confirm button
 * focused, Enter would spend it.
 */
export function defaultMethod(waitFree: WaitFreePlan | null): PurchaseMethod | null {
  return waitFree?.usable ? 'wait_free' : null;
}

/** Why the server refused (1001 with data.reason), when it said so. */
export type RefusalReason = 'insufficient_points' | 'ticket_recharging' | 'no_premium_ticket' | 'ticket_version_mismatch';

const REASONS: readonly RefusalReason[] = ['insufficient_points', 'ticket_recharging', 'no_premium_ticket', 'ticket_version_mismatch'];

export function refusalReason(error: ApiError | null): RefusalReason | null {
  return refusalOf(error, REASONS);
}

/** The shortfall the server reported with an insufficient_points refusal (required minus total). */
export function refusedShortfall(error: ApiError | null): number | null {
  if (!error || refusalReason(error) !== 'insufficient_points') return null;
  const { required_point: required, total_point: total } = error.data as { required_point?: unknown; total_point?: unknown };
  return typeof required === 'number' && typeof total === 'number' ? Math.max(0, required - total) : null;
}

import {
  ROUTES,
  api,
  formatIsoDate,
  getAccountTicketFlow,
  parseApiDateTime,
  sessionActions,
  sessionStore,
  webUpdateBadge,
} from '@ciao/shared';

/** docs/product-rules.md §2: the history update badge is refreshed on the root and under these paths. */
const HISTORY_BADGE_PREFIXES = ['/login', '/signup', '/my', '/gift', '/ranking', '/search', '/title', '/fanletter/form', '/magazine'];

export function refreshesHistoryBadge(pathname: string): boolean {
  return pathname === ROUTES.TOP.path || HISTORY_BADGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * docs/product-rules.md §2/§4: POST /web/update/badge with the local history; the header shows the count
 * (empty, 1-9, 9+). A signed-in reader's count is the account's history's (the API reads it),
 * so it is asked for even when this browser has read nothing; a visitor with no local history
 * has nothing to ask. A failed call keeps the last count.
 */
export async function refreshHistoryBadge(pathname: string): Promise<void> {
  if (!refreshesHistoryBadge(pathname)) return;
  const { readingHistory: history, isLoggedIn } = sessionStore.getState();
  if (history.length === 0 && !isLoggedIn) {
    sessionActions.setHistoryUpdateCount(0);
    return;
  }
  try {
    const answer = await api.call(webUpdateBadge, { local_strage: JSON.stringify(history) });
    sessionActions.setHistoryUpdateCount(answer.history_update_episode_cnt);
  } catch {
    // The badge is a hint: the next navigation asks again.
  }
}

/** docs/product-rules.md §4/§9: the badge is on when the first ticket's expiry plus one day is this near, but not nearer. */
export const TICKET_EXPIRY_WINDOW_MS = 172_800_000;
export const TICKET_EXPIRY_MIN_MS = 600_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product-rules.md §4: the first (soonest) ticket's expiry + 1 day, less than 48 h and more than 10 min away. No tickets: off. */
export function isTicketNearExpiry(expiries: readonly number[], now: number): boolean {
  if (expiries.length === 0) return false;
  const remaining = Math.min(...expiries) + DAY_MS - now;
  return remaining < TICKET_EXPIRY_WINDOW_MS && remaining > TICKET_EXPIRY_MIN_MS;
}

/**
 * docs/product-rules.md §4: the ticket near-expiry check, once a day per user (the record keeps the day and the
 * answer, so a dismissed badge stays off until tomorrow). A failed call is retried on the
 * next navigation.
 */
export async function checkTicketExpiry(now: number): Promise<void> {
  const { isLoggedIn, account, ticketExpiryCheck } = sessionStore.getState();
  if (!isLoggedIn || !account) return;
  const date = formatIsoDate(now);
  if (ticketExpiryCheck?.userId === account.user_id && ticketExpiryCheck.date === date) return;
  try {
    const answer = await api.call(getAccountTicketFlow, { limit: 1 });
    if (sessionStore.getState().account?.user_id !== account.user_id) return;
    const expiries = answer.detail_list.filter((ticket) => !ticket.expired).map((ticket) => parseApiDateTime(ticket.expires_at).valueOf());
    sessionActions.setTicketExpiryCheck({ userId: account.user_id, date, isExpiredBadge: isTicketNearExpiry(expiries, now) });
  } catch {
    // Asked again on the next navigation.
  }
}

import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useStore } from 'zustand';
import {
  SESSION_STORAGE_KEY,
  READING_HISTORY_MAX,
  SESSION_VERSION,
  migrateSession,
  sessionDefaults,
  type LoginBonusCheck,
  type PersistedSession,
  type SessionAccount,
  type TicketExpiryCheck,
} from './session-schema';

export type SessionState = PersistedSession;

/**
 * The one session store of the page (login flag, account, badges, consent and
 * the per-user timestamps of docs/product-rules.md §4). Lives in @ciao/shared, which is a
 * federation singleton, so the host and every remote read and write the same store.
 */
export const sessionStore = createStore<SessionState>()(
  persist(() => ({ ...sessionDefaults }), {
    name: SESSION_STORAGE_KEY,
    version: SESSION_VERSION,
    storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? noStorage : localStorage)),
    migrate: (persisted, fromVersion) => migrateSession(persisted, fromVersion),
    merge: (persisted, current) => ({ ...current, ...migrateSession(persisted, SESSION_VERSION) }),
  }),
);

const noStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

/** React binding: always pass a selector so components re-render only on what they read. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Module-level actions so bus handlers and route guards can change state without hooks. */
export const sessionActions = {
  loggedIn(account: SessionAccount): void {
    sessionStore.setState({ isLoggedIn: true, account });
  },
  /** docs/product-rules.md §4: logout sets the flag false even when the server call failed; reset clears account, point, ticket (points live in the query cache, cleared by the cache policy on the logout event). */
  loggedOut(): void {
    sessionStore.setState({ isLoggedIn: false, account: null, ticketExpiryCheck: null, historyUpdateCount: 0 });
  },
  /** docs/product-rules.md §3 `birthday` (YYYY-MM): what the reader told the sign-up age gate. */
  setBirthday(birthday: string): void {
    if (/^\d{4}-(0[1-9]|1[0-2])$/.test(birthday)) sessionStore.setState({ birthday });
  },
  setHistoryUpdateCount(count: number): void {
    sessionStore.setState({ historyUpdateCount: Math.max(0, Math.trunc(count)) });
  },
  setLoginBonusCheck(check: LoginBonusCheck): void {
    sessionStore.setState({ loginBonusCheck: check });
  },
  /** The reader opened an episode (at `now`): it becomes the title's entry, first in the local history. */
  recordReading(titleId: number, episodeId: number, now: number = Date.now()): void {
    const rest = sessionStore.getState().readingHistory.filter((entry) => entry.title_id !== titleId);
    const entry = { title_id: titleId, episode_id: episodeId, read_at: now };
    sessionStore.setState({ readingHistory: [entry, ...rest].slice(0, READING_HISTORY_MAX) });
  },
  setTicketExpiryCheck(check: TicketExpiryCheck): void {
    sessionStore.setState({ ticketExpiryCheck: check });
  },
  /** docs/product-rules.md §4: the reader dismissed the ticket near-expiry badge; it stays off until the next day's check. */
  dismissTicketExpiryBadge(): void {
    const check = sessionStore.getState().ticketExpiryCheck;
    if (check) sessionStore.setState({ ticketExpiryCheck: { ...check, isExpiredBadge: false } });
  },
  markWebStatusChecked(at: number): void {
    sessionStore.setState({ lastWebStatusCheckAt: at });
  },
  /** Test and sign-out helper: back to the defaults of docs/product-rules.md §3. */
  reset(): void {
    sessionStore.setState({ ...sessionDefaults });
  },
};

/** docs/product-rules.md §4: the history update badge text: empty for 0, the number up to 9, 9+ above. */
export function historyBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}

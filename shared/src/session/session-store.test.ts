import { SESSION_STORAGE_KEY, SESSION_VERSION, migrateSession, sessionDefaults } from './session-schema';
import { historyBadgeText, sessionActions, sessionStore } from './session-store';
import { makeAccount } from '../../../test-support/fixtures';

const account = makeAccount({ account_id: 42 });

function stored(): { state: Record<string, unknown>; version: number } {
  const text = window.localStorage.getItem(SESSION_STORAGE_KEY);
  if (text === null) throw new Error('nothing persisted');
  return JSON.parse(text) as { state: Record<string, unknown>; version: number };
}

beforeEach(() => {
  sessionActions.reset();
});

describe('session defaults', () => {
  it('follow the local storage keys of the product rules and values', () => {
    expect(sessionDefaults).toMatchObject({
      isLoggedIn: false,
      account: null,
      birthday: '2000-01',
      terms_of_service_minor: 1,
      terms_of_service_adult: 1,
      privacy_policy: 1,
      historyUpdateCount: 0,
    });
  });

  it('are the state after reset', () => {
    sessionActions.loggedIn(account);
    sessionActions.setHistoryUpdateCount(4);
    sessionActions.reset();
    expect(sessionStore.getState()).toEqual(sessionDefaults);
  });
});

describe('session persistence', () => {
  it('writes the state to localStorage under SESSION_STORAGE_KEY with the schema version', () => {
    sessionActions.loggedIn(account);
    const entry = stored();
    expect(entry.version).toBe(SESSION_VERSION);
    expect(entry.state).toMatchObject({ isLoggedIn: true, account, birthday: '2000-01', privacy_policy: 1 });
  });

  it('rehydrates valid stored fields and replaces corrupt ones with defaults', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { ...sessionDefaults, isLoggedIn: true, account, birthday: 'yesterday', historyUpdateCount: -3 },
        version: SESSION_VERSION,
      }),
    );
    await sessionStore.persist.rehydrate();
    const state = sessionStore.getState();
    expect(state.isLoggedIn).toBe(true);
    expect(state.account).toEqual(account);
    expect(state.birthday).toBe('2000-01');
    expect(state.historyUpdateCount).toBe(0);
  });

  it('upgrades data persisted by an older version without losing valid fields', async () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { isLoggedIn: true, birthday: '2011-09' }, version: 0 }));
    await sessionStore.persist.rehydrate();
    expect(sessionStore.getState()).toEqual({ ...sessionDefaults, isLoggedIn: true, birthday: '2011-09' });
  });

  it('does not break the page when storage holds unparseable JSON', async () => {
    sessionActions.loggedIn(account);
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    await expect(sessionStore.persist.rehydrate()).resolves.toBeUndefined();
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, account, birthday: '2000-01' });
  });
});

describe('migrateSession', () => {
  it('keeps every valid field', () => {
    const ticketExpiryCheck = { userId: 'u-42', date: '2026-03-01', isExpiredBadge: true };
    const valid = { ...sessionDefaults, isLoggedIn: true, account, birthday: '2010-12', ticketExpiryCheck, lastAccessLogAt: 1700000000000 };
    expect(migrateSession(valid, 0)).toEqual(valid);
  });

  it('replaces each corrupt field with its default and keeps the rest', () => {
    const migrated = migrateSession(
      {
        isLoggedIn: 'yes',
        account: { ...account, gender: 9 },
        wallet: { paidPoint: 3, freePoint: 1, coin: 2 },
        birthday: '2000/01',
        privacy_policy: 2,
        terms_of_service_minor: -1,
        historyUpdateCount: 1.5,
        lastWebStatusCheckAt: 123,
      },
      SESSION_VERSION,
    );
    expect(migrated).toEqual({
      ...sessionDefaults,
      privacy_policy: 2,
      lastWebStatusCheckAt: 123,
    });
  });

  it.each([null, undefined, 'text', 12, []])('turns %p into the defaults', (value) => {
    expect(migrateSession(value, 0)).toEqual(sessionDefaults);
  });

  it('drops the balances an older version kept (they live in the query cache now)', () => {
    expect(migrateSession({ ...sessionDefaults, wallet: { paidPoint: 3, freePoint: 1, coin: 2 } }, 1)).not.toHaveProperty('wallet');
  });

  it('gives history entries of version 2 the migration as their read time, keeping those that have one', () => {
    const migrated = migrateSession(
      {
        ...sessionDefaults,
        readingHistory: [
          { title_id: 101, episode_id: 10103 },
          { title_id: 102, episode_id: 10201, read_at: 1500 },
        ],
      },
      2,
      1_764_201_600_000,
    );
    expect(migrated.readingHistory).toEqual([
      { title_id: 101, episode_id: 10103, read_at: 1_764_201_600_000 },
      { title_id: 102, episode_id: 10201, read_at: 1500 },
    ]);
  });

  it('upgrades a stored version 2 history on rehydration instead of dropping it', async () => {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { ...sessionDefaults, readingHistory: [{ title_id: 101, episode_id: 10103 }] }, version: 2 }),
    );
    const before = Date.now();
    await sessionStore.persist.rehydrate();
    const [entry] = sessionStore.getState().readingHistory;
    expect(entry).toMatchObject({ title_id: 101, episode_id: 10103 });
    expect(entry?.read_at).toBeGreaterThanOrEqual(before);
  });

  it('drops keys the schema does not know', () => {
    expect(migrateSession({ ...sessionDefaults, sessionToken: 'secret' }, SESSION_VERSION)).not.toHaveProperty('sessionToken');
  });
});

describe('session actions', () => {
  it('loggedIn sets the flag and the account', () => {
    sessionActions.loggedIn(account);
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, account });
  });

  it('loggedOut clears account, ticket check and history count but keeps consent and birthday', () => {
    sessionStore.setState({ birthday: '2012-04', privacy_policy: 3 });
    sessionActions.loggedIn(account);
    sessionStore.setState({ ticketExpiryCheck: { userId: 'u-42', date: '2026-01-01', isExpiredBadge: false } });
    sessionActions.setHistoryUpdateCount(3);

    sessionActions.loggedOut();

    expect(sessionStore.getState()).toMatchObject({
      isLoggedIn: false,
      account: null,
      ticketExpiryCheck: null,
      historyUpdateCount: 0,
      birthday: '2012-04',
      privacy_policy: 3,
    });
  });

  it('setHistoryUpdateCount never stores a negative or fractional count', () => {
    sessionActions.setHistoryUpdateCount(-2);
    expect(sessionStore.getState().historyUpdateCount).toBe(0);
    sessionActions.setHistoryUpdateCount(3.7);
    expect(sessionStore.getState().historyUpdateCount).toBe(3);
  });

  it('markWebStatusChecked remembers the time', () => {
    sessionActions.markWebStatusChecked(1234);
    expect(sessionStore.getState().lastWebStatusCheckAt).toBe(1234);
  });
});

describe('historyBadgeText', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows %p as %p', (count, text) => {
    expect(historyBadgeText(count)).toBe(text);
  });
});

describe('reading history (local_strage)', () => {
  it('keeps one entry per title, newest first, at most 20, each with when it was last read', () => {
    sessionActions.recordReading(101, 10101, 1000);
    sessionActions.recordReading(102, 10201, 2000);
    sessionActions.recordReading(101, 10102, 3000);
    expect(sessionStore.getState().readingHistory).toEqual([
      { title_id: 101, episode_id: 10102, read_at: 3000 },
      { title_id: 102, episode_id: 10201, read_at: 2000 },
    ]);
    for (let title = 200; title < 230; title += 1) sessionActions.recordReading(title, title * 100, title);
    const history = sessionStore.getState().readingHistory;
    expect(history).toHaveLength(20);
    expect(history[0]).toEqual({ title_id: 229, episode_id: 22900, read_at: 229 });
  });

  it('is read now unless told otherwise', () => {
    const before = Date.now();
    sessionActions.recordReading(101, 10101);
    const readAt = sessionStore.getState().readingHistory[0]?.read_at ?? 0;
    expect(readAt).toBeGreaterThanOrEqual(before);
    expect(readAt).toBeLessThanOrEqual(Date.now());
  });

  it('survives a logout (the badge call works for visitors too)', () => {
    sessionActions.recordReading(101, 10101);
    sessionActions.loggedOut();
    expect(sessionStore.getState().readingHistory).toHaveLength(1);
  });
});

describe('ticket near-expiry badge record', () => {
  it('is dismissed for the rest of the day', () => {
    sessionActions.setTicketExpiryCheck({ userId: 'u-1', date: '2026-11-24', isExpiredBadge: true });
    sessionActions.dismissTicketExpiryBadge();
    expect(sessionStore.getState().ticketExpiryCheck).toEqual({ userId: 'u-1', date: '2026-11-24', isExpiredBadge: false });
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { formatApiDateTime, formatIsoDate, sessionActions, sessionStore } from '@ciao/shared';
import { modalActions } from '../layout/modal-store';
import { renderApp } from '../testing/render-app';
import { stubApi, type StubRoute } from '../../../test-support/stub-api';
import { makeAccount, statusOk } from '../../../test-support/fixtures';
import { TICKET_EXPIRY_MIN_MS, TICKET_EXPIRY_WINDOW_MS, isTicketNearExpiry } from './badge-checks';

// Whole-app renders: give a shared, busy machine room (nothing here measures time).
jest.setTimeout(20_000);

const account = makeAccount();
const DAY = 24 * 60 * 60 * 1000;

function stub(routes: Record<string, StubRoute> = {}) {
  return stubApi({
    '/account': () => ({ data: { account: sessionStore.getState().isLoggedIn ? account : null } }),
    '/web/status': statusOk,
    '/loginbonus': () => ({ data: { loginbonus_list: [], next_check_time: '2026-01-02T04:00:00' } }),
    ...routes,
  });
}

const ticketFlow =
  (expiries: number[]): StubRoute =>
  () => ({
    data: {
      ticket_flow_list: [],
      total_count: 0,
      detail_list: expiries.map((at, index) => ({ ticket_id: index + 1, expires_at: formatApiDateTime(at), expired: false })),
      ticket_version: 1,
    },
  });

beforeEach(() => {
  modalActions.reset();
});

describe('history update badge', () => {
  it('sends the episodes read on this browser and shows the count on the header’s history item', async () => {
    const api = stub({ '/web/update/badge': () => ({ data: { history_update_episode_cnt: 3 } }) });
    // The viewer records an episode when it opens (sessionActions.recordReading).
    sessionActions.recordReading(101, 10104, Date.UTC(2026, 10, 20, 3));
    const { router } = renderApp('/title/00101/episode/10104');
    await act(() => router.navigate('/'));

    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('link', { name: /閲覧履歴/ }).textContent).toContain('3'));
    expect(within(banner).getByRole('link', { name: /閲覧履歴/ }).textContent).toContain('（更新 3話）');
    // Asked on the episode's URL and again on '/': both calls are answered before the test ends,
    // so neither reaches the next test's stub (a busy machine once let the second one do so).
    const badgeCalls = () => api.calls.filter((entry) => entry.path === '/web/update/badge');
    await waitFor(() => expect(badgeCalls()).toHaveLength(2));
    // With when it was read: the API counts the episodes released since.
    expect(JSON.parse(badgeCalls()[1]?.params.get('local_strage') ?? '')).toEqual([
      { title_id: 101, episode_id: 10104, read_at: Date.UTC(2026, 10, 20, 3) },
    ]);
  });

  it('asks for a signed-in reader with nothing read on this browser: the count is the account history’s', async () => {
    const api = stub({ '/web/update/badge': () => ({ data: { history_update_episode_cnt: 2 } }) });
    sessionActions.loggedIn(account);
    renderApp('/');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('link', { name: /閲覧履歴/ }).textContent).toContain('（更新 2話）'));
    expect(api.calls.find((entry) => entry.path === '/web/update/badge')?.params.get('local_strage')).toBe('[]');
  });

  it('shows 9+ above nine', async () => {
    stub({ '/web/update/badge': () => ({ data: { history_update_episode_cnt: 12 } }) });
    sessionActions.recordReading(101, 10104);
    renderApp('/ranking');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByText('9+')).toBeTruthy());
  });

  it('shows nothing for no updates and asks nothing without a local history', async () => {
    const api = stub({ '/web/update/badge': () => ({ data: { history_update_episode_cnt: 0 } }) });
    sessionStore.setState({ historyUpdateCount: 4 });
    renderApp('/');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('link', { name: '閲覧履歴' })).toBeTruthy());
    // The check has run (the status call goes out with it); give a call the time to be signed and sent.
    await waitFor(() => expect(api.paths()).toContain('/web/status'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Asking without a history would send an empty list. Not "no call at all": a call the test
    // before left in flight (the client signs asynchronously) can reach this test's stub, with
    // that test's history.
    const badgeCalls = api.calls.filter((call) => call.path === '/web/update/badge');
    expect(badgeCalls.map((call) => call.params.get('local_strage'))).not.toContain('[]');
  });

  it('is not refreshed on a path outside the list of docs/product-rules.md §2', async () => {
    const api = stub({ '/web/update/badge': () => ({ data: { history_update_episode_cnt: 2 } }) });
    sessionActions.recordReading(101, 10104);
    renderApp('/series');
    await waitFor(() => expect(api.paths()).toContain('/web/status'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.paths()).not.toContain('/web/update/badge');
  });
});

describe('ticket near-expiry badge', () => {
  it('is on inside the window, off outside it and with no tickets', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const expiringIn = (ms: number) => now + ms - DAY;
    expect(isTicketNearExpiry([expiringIn(TICKET_EXPIRY_WINDOW_MS - 1)], now)).toBe(true);
    expect(isTicketNearExpiry([expiringIn(TICKET_EXPIRY_WINDOW_MS)], now)).toBe(false);
    expect(isTicketNearExpiry([expiringIn(TICKET_EXPIRY_MIN_MS + 1)], now)).toBe(true);
    expect(isTicketNearExpiry([expiringIn(TICKET_EXPIRY_MIN_MS)], now)).toBe(false);
    expect(isTicketNearExpiry([expiringIn(5 * DAY), expiringIn(DAY)], now)).toBe(true);
    expect(isTicketNearExpiry([], now)).toBe(false);
  });

  it('shows the notice once checked, can be dismissed and is checked once a day per reader', async () => {
    const api = stub({ '/account/ticket/flow': ticketFlow([Date.now() + 60 * 60 * 1000]) });
    sessionActions.loggedIn(account);
    const { user, router } = renderApp('/');

    const banner = await screen.findByRole('banner');
    const notice = await within(banner).findByRole('link', { name: 'まもなく期限が切れるチケットがあります' });
    expect(notice.getAttribute('href')).toBe('/my/setting/ticket');
    expect(sessionStore.getState().ticketExpiryCheck).toEqual({
      userId: account.user_id,
      date: formatIsoDate(Date.now()),
      isExpiredBadge: true,
    });

    await user.click(within(banner).getByRole('button', { name: 'チケットのお知らせを閉じる' }));
    expect(within(banner).queryByRole('link', { name: 'まもなく期限が切れるチケットがあります' })).toBeNull();

    await act(() => router.navigate('/ranking'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.paths().filter((path) => path === '/account/ticket/flow')).toHaveLength(1);
    expect(within(banner).queryByRole('link', { name: 'まもなく期限が切れるチケットがあります' })).toBeNull();
  });

  it('stays off when the soonest ticket is far from expiry', async () => {
    stub({ '/account/ticket/flow': ticketFlow([Date.now() + 10 * DAY]) });
    sessionActions.loggedIn(account);
    renderApp('/');
    await waitFor(() => expect(sessionStore.getState().ticketExpiryCheck?.isExpiredBadge).toBe(false));
    expect(screen.queryByRole('link', { name: 'まもなく期限が切れるチケットがあります' })).toBeNull();
  });
});

import '../../i18n/register';
import { configure, screen, within } from '@testing-library/react';
import { TICKET_REASONS, bus, sessionActions, type BusEventMap } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import en from '../../i18n/en.json';
import ja from '../../i18n/ja.json';
import { TicketHistoryPage } from './TicketHistoryPage';

configure({ asyncUtilTimeout: 5000 });

const movements = [
  {
    flow_id: 30,
    occurred_at: '2026-11-20T12:30:00',
    ticket_type: 'wait_free',
    count: -1,
    reason: 'wait_free_rental',
    title_id: 101,
    episode_id: 10107,
    expires_at: null,
  },
  {
    flow_id: 29,
    occurred_at: '2026-11-19T04:05:00',
    ticket_type: 'premium',
    count: 1,
    reason: 'login_bonus',
    title_id: null,
    episode_id: null,
    expires_at: '2026-12-19T04:05:00',
  },
];

function answer(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      ticket_flow_list: movements,
      total_count: 2,
      detail_list: [
        { ticket_id: 7, expires_at: '2026-12-19T04:05:00', expired: false },
        { ticket_id: 6, expires_at: '2026-11-01T00:00:00', expired: true },
      ],
      ticket_version: 2,
      ...overrides,
    },
  };
}

beforeEach(() => sessionActions.loggedIn(makeAccount()));

test('shows the premium tickets held with their expiry and the movements, each use linking to its episode', async () => {
  stubApi({ '/account/ticket/flow': () => answer() });
  renderWithProviders(<TicketHistoryPage />, { route: '/ticket/history' });
  const held = (await screen.findByRole('heading', { name: '持っているプレミアムチケット' })).parentElement as HTMLElement;
  expect(
    within(held)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['プレミアムチケット: 2026.12.19まで', 'プレミアムチケット: 期限切れ 2026.11.01']);
  const list = (screen.getByRole('heading', { name: '全2件' }).parentElement as HTMLElement).querySelector('ul') as HTMLElement;
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '待てば無料チケット: 待てば無料でレンタル-1枚2026.11.20 12:30エピソード 10107',
    'プレミアムチケット: ログインボーナス+1枚2026.11.19 04:052026.12.19まで',
  ]);
  expect(within(list).getByRole('link', { name: 'エピソード 10107' }).getAttribute('href')).toBe('/title/00101/episode/10107');
});

test('pages 20 at a time', async () => {
  const stub = stubApi({ '/account/ticket/flow': () => answer({ total_count: 21 }) });
  const { user, router } = renderWithProviders(<TicketHistoryPage />, { route: '/ticket/history' });
  const pager = await screen.findByRole('navigation', { name: 'チケット履歴のページ' });
  await user.click(within(pager).getByRole('button', { name: /2/ }));
  expect(router.state.location.search).toBe('?page=2');
  await screen.findByRole('button', { name: /2/, current: 'page' });
  expect(stub.calls.at(-1)?.params.get('offset')).toBe('20');
  expect(stub.calls.at(-1)?.params.get('limit')).toBe('20');
});

test('no tickets and no movements: says so', async () => {
  stubApi({ '/account/ticket/flow': () => answer({ ticket_flow_list: [], total_count: 0, detail_list: [] }) });
  renderWithProviders(<TicketHistoryPage />, { route: '/ticket/history' });
  expect(await screen.findByText('チケットの増減はまだありません。')).toBeTruthy();
  expect(screen.getByText('使えるプレミアムチケットはありません。')).toBeTruthy();
});

test('a failed load shows the localized message and a retry', async () => {
  stubApi({ '/account/ticket/flow': () => ({ code: 1103, status: 429 }) });
  renderWithProviders(<TicketHistoryPage />, { route: '/ticket/history' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('サイトが混み合っています。時間をおいて再度お試しください。');
  expect(within(alert).getByRole('button')).toBeTruthy();
});

test('a visitor is asked to log in first', async () => {
  sessionActions.loggedOut();
  stubApi({});
  const heard: BusEventMap['auth:open-login'][] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user } = renderWithProviders(<TicketHistoryPage />, { route: '/ticket/history' });
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{ redirect: '/ticket/history' }]);
});

test('in English', async () => {
  stubApi({ '/account/ticket/flow': () => answer() });
  renderWithProviders(<TicketHistoryPage />, { route: '/ticket/history', language: 'en' });
  expect(await screen.findByRole('heading', { name: 'Ticket history' })).toBeTruthy();
  expect(await screen.findByText('Wait-to-be-free ticket: Rented by waiting')).toBeTruthy();
});

test('names every reason the API writes into the ticket ledger, in both languages', () => {
  for (const messages of [ja, en]) {
    const named: Record<string, string> = messages.ticketHistory.reasons;
    expect(TICKET_REASONS.filter((reason) => !named[reason])).toEqual([]);
  }
});

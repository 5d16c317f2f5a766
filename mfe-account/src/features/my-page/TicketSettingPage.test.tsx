import '../../i18n/register';
import { screen, within } from '@testing-library/react';
import { makeAccount, makeTitleSummary } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { MyPages } from '../../exposes/MyPages';

const viewed = (titleId: number, name: string) => ({
  ...makeTitleSummary(titleId, name),
  last_episode_id: 1,
  viewed_at: '2026-11-20T10:00:00',
});

function ticketState(titleId: number, count: number, hours: number, minutes: number) {
  return {
    title_id: titleId,
    ticket_count: count,
    max_ticket_count: 1,
    recover_hours: 23,
    rental_hours: 72,
    remaining_hours: hours,
    remaining_minutes: minutes,
    recover_time: count > 0 ? null : '2026-11-25T09:00:00',
  };
}

function stubTickets(detail: { ticket_id: number; expires_at: string; expired: boolean }[]) {
  return stubApi({
    '/account/ticket/flow': () => ({ data: { ticket_flow_list: [], total_count: 0, detail_list: detail, ticket_version: 3 } }),
    '/title/viewed/list': () => ({ data: { title_list: [viewed(101, 'ひみつの花園'), viewed(102, '星のうた')], total_count: 2 } }),
    '/title/ticket/list': () => ({ data: { title_ticket_list: [ticketState(101, 1, 0, 0), ticketState(102, 0, 5, 30)] } }),
  });
}

function renderTickets() {
  return renderWithProviders(<MyPages screen="ticket" />, {
    route: '/my/setting/ticket',
    session: { isLoggedIn: true, account: makeAccount() },
  });
}

test('lists the premium tickets soonest first with their expiry, expired ones marked', async () => {
  stubTickets([
    { ticket_id: 2, expires_at: '2026-12-06T09:00:00', expired: false },
    { ticket_id: 1, expires_at: '2026-11-01T09:00:00', expired: true },
  ]);
  renderTickets();
  const premium = await screen.findByRole('region', { name: 'プレミアムチケット' });
  // The first render of the file pays for loading the modules: a wider wait on a busy machine.
  expect(await within(premium).findByText('使えるチケット 1枚', {}, { timeout: 5000 })).toBeTruthy();
  const items = within(premium).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['チケット12026.11.01 まで期限切れ', 'チケット22026.12.06 まで']);
});

test('shows the wait-to-be-free state of each title read', async () => {
  const stub = stubTickets([]);
  renderTickets();
  const waitFree = screen.getByRole('region', { name: '待てば無料チケット（作品ごと）' });
  const cards = await within(waitFree).findAllByRole('listitem');
  expect(cards[0]?.textContent).toContain('いま読めます');
  expect(cards[1]?.textContent).toContain('あと5時間30分');
  expect(
    within(waitFree)
      .getByRole('link', { name: /星のうた$/ })
      .getAttribute('href'),
  ).toBe('/title/00102');
  expect(stub.calls.find((call) => call.path === '/title/ticket/list')?.params.get('title_id_list')).toBe('101,102');
  expect(screen.getByText('プレミアムチケットはありません。ログインボーナスなどでもらえます。')).toBeTruthy();
});

test('a reader who read nothing is told so, without a ticket call', async () => {
  const stub = stubApi({
    '/account/ticket/flow': () => ({ data: { ticket_flow_list: [], total_count: 0, detail_list: [], ticket_version: 0 } }),
    '/title/viewed/list': () => ({ data: { title_list: [], total_count: 0 } }),
  });
  renderTickets();
  expect(await screen.findByText('まだ読んだ作品がありません。')).toBeTruthy();
  expect(stub.paths()).not.toContain('/title/ticket/list');
});

test('is linked from my page', () => {
  stubApi({});
  renderWithProviders(<MyPages screen="home" />, { route: '/my', session: { isLoggedIn: true, account: makeAccount() } });
  expect(screen.getByRole('link', { name: 'チケットの確認' }).getAttribute('href')).toBe('/my/setting/ticket');
});

test('speaks English too', async () => {
  stubTickets([{ ticket_id: 2, expires_at: '2026-12-06T09:00:00', expired: false }]);
  renderWithProviders(<MyPages screen="ticket" />, {
    route: '/my/setting/ticket',
    language: 'en',
    session: { isLoggedIn: true, account: makeAccount() },
  });
  expect(await screen.findByText('1 ticket you can use')).toBeTruthy();
  expect(screen.getByText('until 2026.12.06')).toBeTruthy();
});

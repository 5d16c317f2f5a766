import '../../i18n/register';
import { configure, screen, within } from '@testing-library/react';
import { POINT_REASONS, bus, sessionActions, type BusEventMap } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { deferredAnswer, stubApi } from '../../../../test-support/stub-api';
import en from '../../i18n/en.json';
import ja from '../../i18n/ja.json';
import { PointHistoryPage } from './PointHistoryPage';

configure({ asyncUtilTimeout: 5000 });

function flow(flowId: number, reason: string, paid: number, free: number, occurredAt = '2026-11-20T12:30:00') {
  return { flow_id: flowId, occurred_at: occurredAt, reason, paid_point: paid, free_point: free, episode_id: null };
}

const page1 = [
  flow(45, 'episode_purchase', -30, -20),
  flow(44, 'login_bonus', 0, 10, '2026-11-19T04:05:00'),
  flow(43, 'point_purchase', 1200, 0),
  flow(42, 'some_future_reason', 5, 0),
];

beforeEach(() => sessionActions.loggedIn(makeAccount()));

test('lists the movements newest first with their reason, signed amount and paid / free parts, and pages 20 at a time', async () => {
  const stub = stubApi({
    '/account/point/flow': (params) =>
      params.get('offset') === '0'
        ? { data: { point_flow_list: page1, total_count: 45 } }
        : { data: { point_flow_list: [flow(25, 'gift_code', 0, 100)], total_count: 45 } },
  });
  const { user, router } = renderWithProviders(<PointHistoryPage />, { route: '/point/history' });
  expect(await screen.findByRole('heading', { name: '全45件' })).toBeTruthy();
  const rows = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    'エピソードの購入-50pt2026.11.20 12:30有償 -30pt / 無償 -20pt',
    'ログインボーナス+10pt2026.11.19 04:05有償 0pt / 無償 +10pt',
    'ポイントの購入+1,200pt2026.11.20 12:30有償 +1,200pt / 無償 0pt',
    'その他+5pt2026.11.20 12:30有償 +5pt / 無償 0pt',
  ]);
  expect(stub.calls[0]?.params.get('limit')).toBe('20');

  const pager = screen.getByRole('navigation', { name: 'ポイント履歴のページ' });
  await user.click(within(pager).getByRole('button', { name: /2/ }));
  expect(await screen.findByText('ギフトコード')).toBeTruthy();
  expect(router.state.location.search).toBe('?page=2');
  expect(stub.calls.at(-1)?.params.get('offset')).toBe('20');
});

test('opens on the page of ?page=', async () => {
  const stub = stubApi({ '/account/point/flow': () => ({ data: { point_flow_list: [flow(5, 'gift_code', 0, 100)], total_count: 45 } }) });
  renderWithProviders(<PointHistoryPage />, { route: '/point/history?page=3' });
  expect(await screen.findByText('ギフトコード')).toBeTruthy();
  expect(stub.calls[0]?.params.get('offset')).toBe('40');
  expect(screen.getByRole('button', { name: /3/, current: 'page' })).toBeTruthy();
});

test('shows the loading state, then says there is nothing yet with a way to the point shop', async () => {
  const answer = deferredAnswer();
  stubApi({ '/account/point/flow': () => answer.promise });
  renderWithProviders(<PointHistoryPage />, { route: '/point/history' });
  expect(await screen.findByText('読み込み中…')).toBeTruthy();
  answer.resolve({ data: { point_flow_list: [], total_count: 0 } });
  expect(await screen.findByText('ポイントの増減はまだありません。')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'ポイントショップへ' }).getAttribute('href')).toBe('/point/shop');
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('a failed load shows the localized message and loads again on retry', async () => {
  let calls = 0;
  stubApi({
    '/account/point/flow': () => {
      calls += 1;
      return calls === 1 ? { code: 1103, status: 429 } : { data: { point_flow_list: page1, total_count: 4 } };
    },
  });
  const { user } = renderWithProviders(<PointHistoryPage />, { route: '/point/history' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('サイトが混み合っています。時間をおいて再度お試しください。');
  await user.click(within(alert).getByRole('button'));
  expect(await screen.findByText('エピソードの購入')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a visitor is asked to log in first, coming back to the point history', async () => {
  sessionActions.loggedOut();
  const stub = stubApi({});
  const heard: BusEventMap['auth:open-login'][] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user } = renderWithProviders(<PointHistoryPage />, { route: '/point/history?page=2' });
  expect(screen.getByText('ポイント履歴を見るには、ログインしてください。')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{ redirect: '/point/history?page=2' }]);
  expect(stub.calls).toEqual([]);
});

test('in English', async () => {
  stubApi({ '/account/point/flow': () => ({ data: { point_flow_list: page1.slice(1, 2), total_count: 1 } }) });
  renderWithProviders(<PointHistoryPage />, { route: '/point/history', language: 'en' });
  expect(await screen.findByRole('heading', { name: '1 entry' })).toBeTruthy();
  expect(screen.getByRole('listitem').textContent).toBe('Login bonus+10 pt2026.11.19 04:05Paid 0 pt / Free +10 pt');
});

test('names every reason the API writes into the point ledger, in both languages', () => {
  for (const messages of [ja, en]) {
    const named: Record<string, string> = messages.pointHistory.reasons;
    expect(POINT_REASONS.filter((reason) => !named[reason])).toEqual([]);
  }
});

import '../../i18n/register';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubRoute } from '../../../../test-support/stub-api';
import { makeTitleSummary } from '../../testing/fixtures';
import { SeriesPage } from './SeriesPage';

/** Friday 2026-11-27, 12:00 in Japan. */
const FRIDAY_NOON_JST = Date.UTC(2026, 10, 27, 3);

beforeEach(() => {
  jest.useFakeTimers({ now: FRIDAY_NOON_JST, advanceTimers: true });
});

afterEach(() => {
  jest.useRealTimers();
});

const weekly: StubRoute = (params) => {
  const weekday = params.get('weekday');
  if (weekday === 'oneshot') return { code: 3200, status: 404 };
  return { data: { weekday, title_list: [makeTitleSummary({ title_id: 40, title_name: `${weekday}の作品` })] } };
};

test("opens on today's weekday, listed first, with its titles as cover cards", async () => {
  const stub = stubApi({ '/title/weekly': weekly });
  renderWithProviders(<SeriesPage />, { route: '/series' });

  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['きょう（金）', '土', '日', '月', '火', '水', '木', '完結', '読切', '本誌']);
  expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
  const card = await within(screen.getByRole('tabpanel')).findByRole('link', { name: /fridayの作品/ });
  expect(card.getAttribute('href')).toBe('/title/00040');
  expect(stub.calls[0]?.params.get('weekday')).toBe('friday');
});

test('a tab keeps its choice in the address and loads that list', async () => {
  stubApi({ '/title/weekly': weekly });
  const { user, router } = renderWithProviders(<SeriesPage />, { route: '/series' });

  await user.click(screen.getByRole('tab', { name: '完結' }));

  expect(router.state.location.search).toBe('?tab=finished');
  expect(await screen.findByRole('link', { name: /finishedの作品/ })).toBeTruthy();
});

test('opens the tab of ?tab= and shows an empty tab (3200) as empty, not as an error', async () => {
  stubApi({ '/title/weekly': weekly });
  renderWithProviders(<SeriesPage />, { route: '/series?tab=oneshot' });

  expect(screen.getByRole('tab', { name: '読切' }).getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByText('このタブにはまだ作品がありません。')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('shows another failure with a retry', async () => {
  let failing = true;
  stubApi({ '/title/weekly': (params, request) => (failing ? { code: 1103, status: 429 } : weekly(params, request)) });
  const { user } = renderWithProviders(<SeriesPage />, { route: '/series?tab=monday' });

  expect((await screen.findByRole('alert')).textContent).toContain('サイトが混み合っています');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
  expect(await screen.findByRole('link', { name: /mondayの作品/ })).toBeTruthy();
});

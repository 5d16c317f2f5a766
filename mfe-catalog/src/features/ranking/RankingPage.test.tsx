import '../../i18n/register';
import { screen, waitFor, within } from '@testing-library/react';
import type { RankingPageProps } from '@ciao/shared';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubRoute } from '../../../../test-support/stub-api';
import { makeTitleSummary } from '../../testing/fixtures';
import { RankingPage } from './RankingPage';

const RANKINGS = [
  { ranking_id: 1, ranking_name: 'デイリー', ranking_type: 'daily', genre_id: null, total_count: 65 },
  { ranking_id: 2, ranking_name: 'ウィークリー', ranking_type: 'weekly', genre_id: null, total_count: 3 },
  { ranking_id: 7, ranking_name: '恋愛ランキング', ranking_type: 'genre', genre_id: 1, total_count: 8 },
] as const;

function ranked(prefix: string, from: number, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    ...makeTitleSummary({ title_id: from + index, title_name: `${prefix}${from + index}` }),
    rank: from + index,
  }));
}

/** /ranking/all as the API answers: the preview of every ranking, or one ranking's page. */
const rankingAll: StubRoute = (params) => {
  const id = params.get('ranking_id');
  if (id === null)
    return { data: { ranking_list: RANKINGS.map((ranking) => ({ ...ranking, title_list: ranked(ranking.ranking_name, 1, 3) })) } };
  const ranking = RANKINGS.find((entry) => String(entry.ranking_id) === id);
  if (!ranking) return { code: 1001 };
  const offset = Number(params.get('offset'));
  const count = Math.max(0, Math.min(Number(params.get('limit')), ranking.total_count - offset));
  return { data: { ranking_list: [{ ...ranking, title_list: ranked(ranking.ranking_name, offset + 1, count) }] } };
};

const genreRanking: StubRoute = () => ({
  data: { genre_ranking_list: [{ ranking_id: 7, genre_id: 1, genre_name: '恋愛', title_list: ranked('恋愛作品', 1, 5) }] },
});

function renderRanking(props: RankingPageProps = {}, route = '/ranking') {
  const stub = stubApi({ '/ranking/all': rankingAll, '/web/ranking/genre': genreRanking });
  return { ...renderWithProviders(<RankingPage {...props} />, { route }), stub };
}

test('opens on the first ranking: ranked cover cards linking to the title pages', async () => {
  renderRanking();

  expect(screen.getByRole('heading', { level: 1, name: 'ランキング' })).toBeTruthy();
  const tabs = await screen.findByRole('tablist', { name: 'ランキングの種類' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['デイリーランキング', '週間ランキング', 'ジャンル別']);
  expect(within(tabs).getByRole('tab', { name: 'デイリーランキング' }).getAttribute('aria-selected')).toBe('true');
  const panel = screen.getByRole('tabpanel', { name: 'デイリーランキング' });
  const first = await within(panel).findByRole('link', { name: /^1位\s*デイリー1\s/ });
  expect(first.getAttribute('href')).toBe('/title/00001');
  expect(within(panel).getAllByRole('link', { name: /^\d+位/ })).toHaveLength(30);
});

test('in English the daily and weekly tabs, named in Japanese by the API, are in English', async () => {
  stubApi({ '/ranking/all': rankingAll, '/web/ranking/genre': genreRanking });
  renderWithProviders(<RankingPage />, { route: '/ranking', language: 'en' });
  const tabs = await screen.findByRole('tablist', { name: 'Rankings' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Daily ranking', 'Weekly ranking', 'By genre']);
});

test('pages through a ranking with the kit pagination', async () => {
  const { user, router, stub } = renderRanking();

  await screen.findByRole('link', { name: /デイリー30/ });
  await user.click(screen.getByRole('button', { name: '3ページ目' }));

  expect(await screen.findByRole('link', { name: /^61位\s*デイリー61\s/ })).toBeTruthy();
  expect(screen.queryByRole('link', { name: /デイリー30/ })).toBeNull();
  expect(router.state.location.search).toBe('?page=3');
  expect(stub.calls.at(-1)?.params.get('offset')).toBe('60');
});

test('a tab is an address: choosing one goes to /ranking/{id}', async () => {
  const { user, router } = renderRanking();

  await user.click(await screen.findByRole('tab', { name: '週間ランキング' }));

  expect(router.state.location.pathname).toBe('/ranking/2');
});

test('opens the tab of /ranking/{id}', async () => {
  renderRanking({ rankingId: 2 }, '/ranking/2');

  const tab = await screen.findByRole('tab', { name: '週間ランキング' });
  expect(tab.getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByRole('link', { name: /^3位\s*ウィークリー3\s/ })).toBeTruthy();
});

test('the genre tab shows the top 5 of each genre with a link to its whole ranking', async () => {
  const { user, router } = renderRanking();

  await user.click(await screen.findByRole('tab', { name: 'ジャンル別' }));
  expect(router.state.location.search).toBe('?tab=genre');
  const genre = await screen.findByRole('region', { name: '恋愛' });
  expect(within(genre).getAllByRole('link', { name: /恋愛作品/ })).toHaveLength(5);

  await user.click(within(genre).getByRole('link', { name: '恋愛のランキングをもっと見る' }));
  expect(router.state.location.pathname).toBe('/ranking/7');
});

test("a genre's whole ranking opens under the genre tab", async () => {
  renderRanking({ rankingId: 7 }, '/ranking/7');

  expect((await screen.findByRole('tab', { name: 'ジャンル別' })).getAttribute('aria-selected')).toBe('true');
  expect(await screen.findByRole('heading', { level: 2, name: '恋愛ランキング' })).toBeTruthy();
  await waitFor(() => expect(screen.getAllByRole('link', { name: /恋愛ランキング\d/ })).toHaveLength(8));
  expect(screen.getByRole('link', { name: 'ジャンル別ランキング一覧へ' }).getAttribute('href')).toBe('/ranking?tab=genre');
});

test("in English a genre's ranking is headed in English around the genre's name (the API names it in Japanese)", async () => {
  stubApi({ '/ranking/all': rankingAll, '/web/ranking/genre': genreRanking });
  renderWithProviders(<RankingPage rankingId={7} />, { route: '/ranking/7', language: 'en' });
  expect(await screen.findByRole('heading', { level: 2, name: '恋愛 ranking' })).toBeTruthy();
  expect(screen.queryByText('恋愛ランキング')).toBeNull();
});

test('an unknown ranking says so with a way back', async () => {
  renderRanking({ rankingId: 99 }, '/ranking/99');

  expect(await screen.findByText('このランキングは見つかりません。')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'ランキングへもどる' }).getAttribute('href')).toBe('/ranking');
});

test('shows the localized API error with a retry', async () => {
  let failing = true;
  stubApi({ '/ranking/all': (params, request) => (failing ? { code: 1103, status: 429 } : rankingAll(params, request)) });
  const { user } = renderWithProviders(<RankingPage />, { route: '/ranking' });

  expect((await screen.findByRole('alert')).textContent).toContain('サイトが混み合っています');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
  expect(await screen.findByRole('link', { name: /^1位\s*デイリー1\s/ })).toBeTruthy();
});

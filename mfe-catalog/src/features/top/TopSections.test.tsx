import '../../i18n/register';
import { screen, waitFor, within } from '@testing-library/react';
import { makeTitleSummary } from '../../testing/fixtures';
import { firstMagazine } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubRoute } from '../../../../test-support/stub-api';
import { TopPage } from './TopPage';

const hana = makeTitleSummary({ title_id: 12, title_name: 'ひみつのまほう学園' });
const neko = makeTitleSummary({ title_id: 345, title_name: 'ねこねこ探偵団' });
const hoshi = makeTitleSummary({ title_id: 7, title_name: 'ほしぞらダンス' });

function adAnswer(params: URLSearchParams, kind: 'view' | 'click') {
  const id = Number(params.get('advertisement_id'));
  return {
    data: {
      event: { event_id: 1, kind, advertisement_id: id, type: 1, title_id: null, recorded_at: '2026-11-24T10:00:00' },
      advertisement: {
        advertisement_id: id,
        advertisement_url: id === 1 ? '/title/00012/episode/1201' : '/title/00345',
        title_id: id === 1 ? 12 : 345,
        title_name: id === 1 ? 'ひみつのまほう学園' : 'ねこねこ探偵団',
        episode_id: id === 1 ? 1201 : null,
        episode_name: id === 1 ? '第1話' : null,
      },
    },
  };
}

const routes: Record<string, StubRoute> = {
  '/web/top': () => ({
    data: {
      section_list: [
        { section_key: 'updated', section_name: '更新作品', title_list: [hana, neko, hana] },
        { section_key: 'ranking', section_name: 'ランキング', title_list: [neko] },
        { section_key: 'recommended', section_name: 'おすすめ（旧）', title_list: [hoshi] },
      ],
    },
  }),
  '/recommend/title/list': () => ({ data: { title_list: [hoshi, neko] } }),
  '/recommend/click': (params) => ({ data: { title_id: Number(params.get('title_id')), recorded: true } }),
  '/title/weekly': (params) => ({ data: { weekday: params.get('weekday'), title_list: [hana] } }),
  '/magazine/first': firstMagazine,
  '/genre/search/list': () => ({
    data: { genre_list: [{ genre_id: 3, genre_name: 'ファンタジー', image_url: '/images/genre/3.png', title_count: 4 }] },
  }),
  '/wp-json/wp/v2/topics': () => ({
    data: {
      post_list: [
        {
          id: 9,
          date: '2026-11-20T10:00:00',
          slug: 'winter-fair',
          title: '冬のフェア開催！',
          excerpt: '',
          content: '',
          categories: [1],
          tags: [],
          title_id: null,
          author_id: null,
          link: '/topics/winter-fair/',
        },
      ],
      total: 1,
      total_pages: 1,
    },
  }),
  '/advertisement/view': (params) => adAnswer(params, 'view'),
  '/advertisement/click': (params) => adAnswer(params, 'click'),
};

function renderTop() {
  return renderWithProviders(null, {
    route: '/',
    routes: [
      { path: '/', element: <TopPage /> },
      { path: '/title/:titleId', element: <p>title page</p> },
      { path: '/title/:titleId/episode/:episodeId', element: <p>viewer</p> },
    ],
  });
}

test('shows each title once per row, and the recommendations of /recommend/title/list instead of /web/top’s own', async () => {
  stubApi(routes);
  renderTop();

  const updated = await screen.findByRole('region', { name: '更新作品' });
  // The heading links to the latest updates; the list holds each title once.
  expect(
    within(within(updated).getByRole('list'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/title/00012', '/title/00345']);
  const recommended = await screen.findByRole('region', { name: 'おすすめ作品' });
  expect(within(recommended).getAllByRole('link')).toHaveLength(2);
  expect(screen.queryByRole('region', { name: 'おすすめ（旧）' })).toBeNull();
});

test('opening a recommended title records the click for that title', async () => {
  const stub = stubApi(routes);
  const { user, router } = renderTop();

  const recommended = await screen.findByRole('region', { name: 'おすすめ作品' });
  await user.click(within(recommended).getByRole('link', { name: /ほしぞらダンス/ }));
  await waitFor(() => expect(stub.calls.find((call) => call.path === '/recommend/click')?.params.get('title_id')).toBe('7'));
  expect(router.state.location.pathname).toBe('/title/00007');
  expect(stub.calls.find((call) => call.path === '/recommend/title/list')?.params.get('position')).toBe('1');
});

test('today’s serials, the newest magazine, the genre entry and topics each lead to their screens', async () => {
  const stub = stubApi(routes);
  renderTop();

  const weekday = await screen.findByRole('region', { name: /^きょうの連載/ });
  expect(within(weekday).getByRole('link', { name: '曜日別の連載を見る' }).getAttribute('href')).toBe('/series');
  expect(stub.calls.find((call) => call.path === '/title/weekly')?.params.get('weekday')).toMatch(
    /^(mon|tues|wednes|thurs|fri|satur|sun)day$/,
  );
  const magazine = await screen.findByRole('region', { name: 'ちゃお 最新号' });
  expect(within(magazine).getByRole('link', { name: '最新号を読む' }).getAttribute('href')).toBe('/magazine/00003');
  const genres = await screen.findByRole('region', { name: 'ジャンルからさがす' });
  expect(within(genres).getByRole('link', { name: 'ファンタジー' }).getAttribute('href')).toBe('/search/genre/3');
  expect(within(genres).getByRole('link', { name: 'くわしくさがす' }).getAttribute('href')).toBe('/search');
  const topics = await screen.findByRole('region', { name: 'トピックス' });
  expect(
    within(topics)
      .getByRole('link', { name: /冬のフェア開催！/ })
      .getAttribute('href'),
  ).toBe('/topics/winter-fair/');
  expect(within(topics).getByRole('link', { name: 'トピックスをもっと見る' }).getAttribute('href')).toBe('/topics/');
});

test('each ad banner is recorded as shown, and a press records the click with the ad’s title', async () => {
  const stub = stubApi(routes);
  const { user, router } = renderTop();

  await waitFor(() => expect(screen.getAllByRole('complementary', { name: '広告' })).toHaveLength(2));
  const banners = screen.getAllByRole('complementary', { name: '広告' });
  // Each slot loads its own ad, so the two views arrive in whichever order the slots resolve.
  const viewedAds = () =>
    stub.calls
      .filter((call) => call.path === '/advertisement/view')
      .map((call) => [call.params.get('advertisement_id'), call.params.get('type')])
      .sort();
  await waitFor(() =>
    expect(viewedAds()).toEqual([
      ['1', '1'],
      ['3', '1'],
    ]),
  );
  await user.click(within(banners[0] as HTMLElement).getByRole('link', { name: /「ひみつのまほう学園」第1話を読もう！/ }));

  await waitFor(() => expect(stub.paths()).toContain('/advertisement/click'));
  const click = stub.calls.find((call) => call.path === '/advertisement/click');
  expect(Object.fromEntries(click?.params ?? [])).toMatchObject({ advertisement_id: '1', type: '1', title_id: '12' });
  expect(router.state.location.pathname).toBe('/title/00012/episode/1201');
});

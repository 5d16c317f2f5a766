import '../../i18n/register';
import { screen } from '@testing-library/react';
import { makeAccount, makeTitleSummary } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { MyPages } from '../../exposes/MyPages';

function viewed(titleId: number, name: string, lastEpisodeId: number) {
  return {
    ...makeTitleSummary(titleId, name, { episode_id_list: [lastEpisodeId] }),
    last_episode_id: lastEpisodeId,
    viewed_at: '2026-11-20T10:00:00',
  };
}

function renderHistory(route = '/my/history') {
  return renderWithProviders(<MyPages screen="history" />, { route, session: { isLoggedIn: true, account: makeAccount() } });
}

const episodeAnswer = (episodeId: number, titleId: number, name: string) => ({
  episode_id: episodeId,
  title_id: titleId,
  episode_name: name,
  index: 3,
  point: 0,
  thumbnail_image_url: '/images/episode/3/thumb.png',
  introduction_text: '',
  start_time: '2026-10-01T00:00:00',
  status: 'free',
  rental_expire_time: null,
});

test('lists the viewed titles with a link to the title, the last episode read and a link to read on from it', async () => {
  const stub = stubApi({
    '/title/viewed/list': () => ({ data: { title_list: [viewed(101, 'ひみつの花園', 3)], total_count: 1 } }),
    '/episode/list': () => ({ data: { episode_list: [episodeAnswer(3, 101, '第3話 春のあらし')] } }),
  });
  renderHistory();
  expect(screen.getByRole('heading', { level: 1, name: '読んだ作品の履歴' })).toBeTruthy();
  const title = await screen.findByRole('link', { name: /ひみつの花園$/ });
  expect(title.getAttribute('href')).toBe('/title/00101');
  expect(await screen.findByText('最後に読んだお話：第3話 春のあらし')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'ひみつの花園 第3話 春のあらしのつづきを読む' }).getAttribute('href')).toBe(
    '/title/00101/episode/3',
  );
  expect(stub.calls[0]?.params.get('limit')).toBe('20');
  expect(stub.calls[0]?.params.get('offset')).toBe('0');
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('an empty history says so and offers comics to read', async () => {
  stubApi({ '/title/viewed/list': () => ({ data: { title_list: [], total_count: 0 } }) });
  renderHistory();
  expect(await screen.findByText('まだ読んだ作品はありません。気になるマンガを読んでみよう！')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'マンガをさがす' }).getAttribute('href')).toBe('/');
});

test('pages by limit and offset with the kit pager', async () => {
  const stub = stubApi({
    '/title/viewed/list': (params) => {
      const offset = Number(params.get('offset'));
      return { data: { title_list: [viewed(offset + 1, `作品${offset + 1}`, 1)], total_count: 25 } };
    },
  });
  const { user, router } = renderHistory();
  await screen.findByRole('link', { name: /作品1$/ });
  await user.click(screen.getByRole('button', { name: '2ページ目' }));
  expect(await screen.findByRole('link', { name: /作品21$/ })).toBeTruthy();
  expect(router.state.location.search).toBe('?page=2');
  // The page asks /episode/list for the episodes' names after each history answer: the history's own last call.
  expect(
    stub.calls
      .filter((call) => call.path === '/title/viewed/list')
      .at(-1)
      ?.params.get('offset'),
  ).toBe('20');
});

test('speaks English too', async () => {
  stubApi({ '/title/viewed/list': () => ({ data: { title_list: [], total_count: 0 } }) });
  renderWithProviders(<MyPages screen="history" />, {
    route: '/my/history',
    language: 'en',
    session: { isLoggedIn: true, account: makeAccount() },
  });
  expect(await screen.findByText('You have not read any comics yet. Find one you like!')).toBeTruthy();
});

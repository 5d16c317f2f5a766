import '../../i18n/register-content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { makeTitleSummary } from '../../testing/fixtures';
import { LatestUpdatesPage } from './LatestUpdatesPage';

function updatesStub() {
  return stubApi({
    '/search/title': (params) => {
      const offset = Number(params.get('offset'));
      return { data: { title_list: [makeTitleSummary({ title_id: 200 + offset, title_name: `${offset}番目から` })], total_count: 75 } };
    },
  });
}

test('lists titles last updated first, as cover cards', async () => {
  const stub = updatesStub();
  renderWithProviders(<LatestUpdatesPage />, { route: '/updates' });

  expect(screen.getByRole('heading', { level: 1, name: '更新された作品' })).toBeTruthy();
  expect((await screen.findByRole('link', { name: /0番目から/ })).getAttribute('href')).toBe('/title/00200');
  expect(stub.calls[0]?.params.get('sort')).toBe('update');
  expect(stub.calls[0]?.params.get('limit')).toBe('30');
});

test('pages through the titles, 30 a page, keeping the page in the address', async () => {
  updatesStub();
  const { user, router } = renderWithProviders(<LatestUpdatesPage />, { route: '/updates' });

  const pager = await screen.findByRole('navigation', { name: '更新された作品のページ' });
  expect(within(pager).getAllByRole('button', { name: /^\dページ目$/ })).toHaveLength(3);
  await user.click(within(pager).getByRole('button', { name: /3/ }));

  expect(router.state.location.search).toBe('?page=3');
  expect(await screen.findByRole('link', { name: /60番目から/ })).toBeTruthy();
});

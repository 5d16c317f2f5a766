import '../../i18n/register';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { SearchModal } from './SearchModal';
import { searchListRoutes } from './search-stubs';

function renderModal() {
  const onClose = jest.fn();
  const view = renderWithProviders(<SearchModal onClose={onClose} />, { route: '/title/00001' });
  return { ...view, onClose };
}

test('offers genre image links, keywords and magazine categories from the API', async () => {
  const stub = stubApi(searchListRoutes);
  renderModal();

  const dialog = screen.getByRole('dialog', { name: 'さがす' });
  const genres = await within(dialog).findByRole('region', { name: 'ジャンルからさがす' });
  expect((await within(genres).findByRole('link', { name: 'ファンタジー' })).getAttribute('href')).toBe('/search/genre/3');
  expect(within(genres).getByRole('link', { name: 'ラブコメ' }).getAttribute('href')).toBe('/search/genre/5');
  const keywords = await within(dialog).findByRole('region', { name: 'キーワードからさがす' });
  expect((await within(keywords).findByRole('link', { name: '#魔法' })).getAttribute('href')).toBe(
    `/search/keyword/${encodeURIComponent('魔法')}`,
  );
  const categories = await within(dialog).findByRole('region', { name: '雑誌からさがす' });
  expect((await within(categories).findByRole('link', { name: 'ちゃお本誌' })).getAttribute('href')).toBe('/search/category/2');
  expect(stub.calls.find((call) => call.path === '/genre/search/list')?.params.get('is_group')).toBe('true');
});

test('following a link closes the modal', async () => {
  stubApi(searchListRoutes);
  const { user, onClose, router } = renderModal();

  await user.click(await screen.findByRole('link', { name: 'ファンタジー' }));

  expect(onClose).toHaveBeenCalled();
  expect(router.state.location.pathname).toBe('/search/genre/3');
});

test('ignores an empty keyword and keeps the reader in the field', async () => {
  stubApi(searchListRoutes);
  const { user, onClose, router } = renderModal();
  const field = screen.getByRole('searchbox', { name: 'キーワード' });

  await user.type(field, '\u3000 ');
  await user.click(screen.getByRole('button', { name: 'さがす' }));

  expect(onClose).not.toHaveBeenCalled();
  expect(router.state.location.pathname).toBe('/title/00001');
  expect(document.activeElement).toBe(field);
});

test('searches the normalised keyword: half-width katakana and full-width ASCII (docs/product-rules.md §5)', async () => {
  stubApi(searchListRoutes);
  const { user, onClose, router } = renderModal();

  await user.type(screen.getByRole('searchbox', { name: 'キーワード' }), 'ﾈｺ ＡＢＣ{Enter}');

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(decodeURIComponent(router.state.location.pathname)).toBe('/search/word/ネコ ABC');
});

test('shows a list that failed with its retry, the others still usable', async () => {
  let failing = true;
  stubApi({
    ...searchListRoutes,
    '/keyword/list': () => (failing ? { code: 1103, status: 429 } : { data: { tag_list: [], total_count: 0 } }),
  });
  const { user } = renderModal();

  const keywords = await screen.findByRole('region', { name: 'キーワードからさがす' });
  expect((await within(keywords).findByRole('alert')).textContent).toContain('サイトが混み合っています');
  expect(await screen.findByRole('link', { name: 'ファンタジー' })).toBeTruthy();
  failing = false;
  await user.click(within(keywords).getByRole('button', { name: 'もう一度読み込む' }));
  await waitFor(() => expect(within(keywords).queryByRole('alert')).toBeNull());
});

test('in the modal the link groups are h3, under the dialog title', async () => {
  stubApi(searchListRoutes);
  renderModal();

  const groups = await screen.findAllByRole('heading', { level: 3 });
  expect(groups.map((heading) => heading.textContent)).toEqual(['ジャンルからさがす', 'キーワードからさがす', '雑誌からさがす']);
});

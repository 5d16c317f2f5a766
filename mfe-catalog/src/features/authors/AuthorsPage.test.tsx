import '../../i18n/register-content';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { AuthorsPage } from './AuthorsPage';

const AUTHORS = [
  { author_id: 1, author_name: '春野みるく', profile_text: '', debut_year: 2015, title_id_list: [101, 102] },
  { author_id: 2, author_name: '星空きらら', profile_text: '', debut_year: null, title_id_list: [] },
];

test('lists every manga artist, each a link to their page with their number of titles', async () => {
  const stub = stubApi({ '/wp-json/wp/v2/author': () => ({ data: { author_list: AUTHORS } }) });
  renderWithProviders(<AuthorsPage />, { route: '/author/' });

  expect(screen.getByRole('heading', { level: 1, name: 'まんが家一覧' })).toBeTruthy();
  const link = await screen.findByRole('link', { name: /春野みるく/ });
  expect(link.getAttribute('href')).toBe('/author/1');
  expect(within(link).getByText('作品 2')).toBeTruthy();
  expect(screen.getByRole('link', { name: /星空きらら/ })).toBeTruthy();
  expect(stub.calls[0]?.params.has('title')).toBe(false);
});

test('?title= lists the artists of that title, with a link to all artists', async () => {
  const stub = stubApi({ '/wp-json/wp/v2/author': () => ({ data: { author_list: [AUTHORS[0]] } }) });
  renderWithProviders(<AuthorsPage titleId={101} />, { route: '/author?title=101' });

  expect(screen.getByRole('heading', { level: 1, name: 'この作品のまんが家' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: /春野みるく/ })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'まんが家一覧をすべて見る' }).getAttribute('href')).toBe('/author');
  expect(stub.calls[0]?.params.get('title')).toBe('101');
});

test('an unknown title (3000) is not found', async () => {
  stubApi({ '/wp-json/wp/v2/author': () => ({ code: 3000, status: 404 }) });
  renderWithProviders(<AuthorsPage titleId={4242} />, { route: '/author?title=4242' });

  expect(await screen.findByRole('heading', { name: '作品が見つかりません。' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'まんが家一覧へ' })).toBeTruthy();
});

import '../i18n/register-content';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-support/render-with-providers';
import { stubApi } from '../../../test-support/stub-api';
import { ContentPages } from './ContentPages';

test('each screen of the expose renders its own page', async () => {
  stubApi({ '/wp-json/wp/v2/author': () => ({ data: { author_list: [] } }) });
  const { unmount } = renderWithProviders(<ContentPages screen="article" article="help" />, { route: '/article/help' });
  expect(screen.getByRole('heading', { level: 1, name: 'ヘルプ' })).toBeTruthy();
  unmount();

  renderWithProviders(<ContentPages screen="authors" />, { route: '/author/' });
  expect(screen.getByRole('heading', { level: 1, name: 'まんが家一覧' })).toBeTruthy();
  expect(await screen.findByText('まんが家の情報はまだありません。')).toBeTruthy();
});

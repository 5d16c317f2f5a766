import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { apiQueryKey, createQueryClient, titleList, webTop } from '@ciao/shared';
import { stubApi } from '../../../test-support/stub-api';
import { prefetchFirstScreen } from './first-screen-prefetch';
import { createRoutes } from './routes';

function startAt(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  prefetchFirstScreen(router.state.matches, queryClient);
  return queryClient;
}

describe('first-screen prefetch', () => {
  it("starts the top page's /web/top call at once, under the key the top page reads", async () => {
    const api = stubApi({ '/web/top': () => ({ data: { section_list: [] } }) });
    const queryClient = startAt('/');
    await waitFor(() => expect(api.paths()).toEqual(['/web/top']));
    expect(queryClient.getQueryState(apiQueryKey(webTop, {}))).toBeDefined();
  });

  it('asks a title page for the same title list call the title page makes (one cache entry)', () => {
    stubApi({ '/title/list': () => ({ data: { title_list: [] } }) });
    const queryClient = startAt('/title/00101');
    // TitlePage asks `{ title_id_list: String(titleId) }` for the number 101.
    expect(queryClient.getQueryState(apiQueryKey(titleList, { title_id_list: '101' }))).toBeDefined();
  });

  it('starts nothing for an invalid title id or a page without a first screen here', () => {
    const api = stubApi({});
    for (const path of ['/title/abc', '/my', '/ranking']) {
      const queryClient = startAt(path);
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
    expect(api.calls).toEqual([]);
  });
});

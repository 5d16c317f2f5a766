import { act, screen, waitFor } from '@testing-library/react';
import { i18n, useDocumentTitle } from '@ciao/shared';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { renderApp } from '../testing/render-app';
import { stubApi } from '../../../test-support/stub-api';
import { statusOk, visitorAccount } from '../../../test-support/fixtures';

/** A remote's page as versions built before the host decided every title wrote it: its own title on mount. */
function RankingOfAnOlderBuild() {
  useDocumentTitle('人気ランキング｜ちゃお');
  return <h1>older ranking page</h1>;
}

beforeEach(async () => {
  await i18n.changeLanguage('ja');
  document.title = 'ちゃおコミ';
  stubApi({ '/account': visitorAccount, '/web/status': statusOk });
});

describe("the page's title in the browser", () => {
  it("is the route's, decided in one place (route-heads.ts) as the server decides it, whatever a remote of an older build sets", async () => {
    const loader = createFakeRemoteLoader({ components: { 'catalog/./RankingPage': RankingOfAnOlderBuild } });
    const { router } = renderApp('/', loader);
    expect(await screen.findByRole('heading', { name: 'top page' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ちゃおコミ'));

    await act(() => router.navigate('/ranking'));
    expect(await screen.findByRole('heading', { name: 'older ranking page' })).toBeTruthy();
    // The same title the server writes for /ranking (host/src/server/first-screen.test.tsx).
    await waitFor(() => expect(document.title).toBe('ランキング | ちゃおコミ'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('ランキング | ちゃおコミ');

    // Leaving it puts no stale title back: the next route's head decides.
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('heading', { name: 'top page' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('ちゃおコミ');
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});

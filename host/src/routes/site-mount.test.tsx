import { act, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from '@ciao/shared/router';
import { EXTERNAL_LINKS, ROUTES, i18n, sessionActions, withoutSiteMount } from '@ciao/shared';
import { HISTORY_HREF } from '../layout/nav-links';
import { modalActions } from '../layout/modal-store';
import { renderApp } from '../testing/render-app';
import { statusOk, visitorAccount } from '../../../test-support/fixtures';
import { stubApi } from '../../../test-support/stub-api';

beforeEach(async () => {
  await i18n.changeLanguage('ja');
  sessionActions.reset();
  modalActions.reset();
  stubApi({ '/account': visitorAccount, '/web/status': statusOk });
});

/** The pathname and query the router shows once it settles. */
function shownUrl(router: ReturnType<typeof renderApp>['router']): string {
  return router.state.location.pathname + router.state.location.search;
}

describe('the /comics mount in the router', () => {
  it('replaces an in-app /comics link with the canonical path, keeping query and fragment, so Back skips the alias', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'top page' })).toBeTruthy();

    await act(() => router.navigate('/comics/title/00012?tab=episodes#episodes'));

    expect(await screen.findByRole('heading', { name: 'title page 12' })).toBeTruthy();
    expect(shownUrl(router)).toBe('/title/00012?tab=episodes');
    expect(router.state.location.hash).toBe('#episodes');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(shownUrl(router)).toBe('/'));
  });

  it('opens a first load of /comics/ on the top page at /', async () => {
    const { router } = renderApp('/comics/');
    expect(await screen.findByRole('heading', { name: 'top page' })).toBeTruthy();
    expect(shownUrl(router)).toBe('/');
  });

  it('shows the 404 page for an unknown path under the mount, at its canonical path', async () => {
    const { router } = renderApp('/comics/nope');
    expect(await screen.findByText('Page Not Found: /nope')).toBeTruthy();
    expect(shownUrl(router)).toBe('/nope');
  });

  it('leaves look-alike paths alone', async () => {
    renderApp('/comicsx');
    expect(await screen.findByText('Page Not Found: /comicsx')).toBeTruthy();
  });
});

/** Every header and drawer link that names /comics/... (docs/product-rules.md §2). */
const MOUNTED_LINKS = [...new Set([...Object.values(EXTERNAL_LINKS).filter((link) => withoutSiteMount(link) !== null), HISTORY_HREF])];
const BUILT_SCREENS = Object.entries(ROUTES)
  .filter(([name]) => name !== 'NOT_FOUND')
  .map(([, route]) => ({ path: route.path }));

describe('header and drawer links under /comics', () => {
  it('covers the links the product rules name', () => {
    expect(MOUNTED_LINKS).toEqual(expect.arrayContaining(['/comics/', '/comics/ranking', '/comics/magazine', '/comics/my/history']));
  });

  it.each(MOUNTED_LINKS)('%s reaches its screen once the screen exists, never the 404 page', async (link) => {
    const canonical = withoutSiteMount(link)!;
    const { router } = renderApp(link);
    await waitFor(() => expect(shownUrl(router)).toBe(canonical));
    const built = matchRoutes(BUILT_SCREENS, canonical) !== null;
    if (built) {
      await waitFor(() => expect(router.state.matches.at(-1)?.route.id).not.toBe('unknown'));
      expect(screen.queryByText(`Page Not Found: ${canonical}`)).toBeNull();
    } else {
      // Not built yet (another issue's screen): the router's own 404, at the canonical path.
      expect(await screen.findByText(`Page Not Found: ${canonical}`)).toBeTruthy();
    }
  });
});

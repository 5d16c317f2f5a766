import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@ciao/shared';
import { modalActions } from '../layout/modal-store';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { renderApp } from '../testing/render-app';
import { stubApi } from '../../../test-support/stub-api';
import { statusOk, visitorAccount } from '../../../test-support/fixtures';

beforeEach(() => {
  modalActions.reset();
  stubApi({ '/account': visitorAccount, '/web/status': statusOk });
});

describe('route map', () => {
  it('shows the 404 page with the unknown path and a way back to top', async () => {
    renderApp('/nope');
    expect(await screen.findByText('Page Not Found: /nope')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ページが見つかりません' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'トップへもどる' }).getAttribute('href')).toBe('/');
  });

  it('treats a title id that is not 5 digits as not found, without loading the remote', async () => {
    const loader = createFakeRemoteLoader();
    const { container } = renderApp('/title/12', loader);
    expect(await screen.findByText('Page Not Found: /title/12')).toBeTruthy();
    expect(container.querySelector('[data-remote]')).toBeNull();
    expect(loader.loads).toEqual([]);
  });

  it('renders the title page of the catalogue remote with the numeric title id', async () => {
    const { container } = renderApp('/title/00012');
    expect(await screen.findByRole('heading', { name: 'title page 12' })).toBeTruthy();
    expect(container.querySelector('[data-remote="catalog"]')).not.toBeNull();
  });

  it('renders the gift page of the commerce remote inside the layout, also under /comics', async () => {
    const { container, router } = renderApp('/comics/gift');
    expect(await screen.findByRole('heading', { name: 'gift page' })).toBeTruthy();
    expect(container.querySelector('[data-remote="commerce"][data-expose="./GiftPage"]')).not.toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gift');
  });

  it.each(['/coin', '/coin/history', '/point/history', '/ticket/history?page=2', '/purchased'])(
    'routes %s to the commerce screens inside the layout, also under /comics',
    async (path) => {
      const { container, router } = renderApp(`/comics${path}`);
      await waitFor(() => expect(container.querySelector('[data-remote="commerce"][data-expose="./CommercePages"]')).not.toBeNull());
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(router.state.location.pathname).toBe(path.split('?')[0]);
      expect(screen.queryByText(/Page Not Found/)).toBeNull();
    },
  );

  it('renders the episode viewer without header, drawer or footer', async () => {
    const { container } = renderApp('/title/00012/episode/345');
    expect(await screen.findByRole('heading', { name: 'episode viewer 12/345' })).toBeTruthy();
    expect(container.querySelector('[data-remote="viewer"]')).not.toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'メニューを開く' })).toBeNull();
  });

  it('treats an invalid episode id as not found', async () => {
    renderApp('/title/00012/episode/abc');
    expect(await screen.findByText('Page Not Found: /title/00012/episode/abc')).toBeTruthy();
  });

  it.each([
    ['/signup/pre', 'pre'],
    ['/signup', 'form'],
    ['/email/presave/send', 'mail-sent'],
    ['/signup/welcome?token=abc', 'welcome'],
    ['/denied/age', 'denied-age'],
  ])('renders %s as the account remote sign-up screen %s, inside the layout', async (path, screenName) => {
    const { container } = renderApp(path);
    expect(await screen.findByRole('heading', { name: `sign-up ${screenName}` })).toBeTruthy();
    expect(container.querySelector('[data-remote="account"][data-expose="./SignupPages"]')).not.toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('routes every search path of docs/product-rules.md §2 to the catalogue search page with what it asks for', async () => {
    const cases: [string, string][] = [
      ['/search', '{"kind":"none"}'],
      ['/search/?keyword=%E3%81%AD%E3%81%93', '{"kind":"none","keyword":"ねこ"}'],
      ['/search/word/%E3%81%AD%E3%81%93%20%E3%81%9F%E3%82%93', '{"kind":"word","word":"ねこ たん"}'],
      ['/search/keyword/%E9%AD%94%E6%B3%95', '{"kind":"keyword","keyword":"魔法"}'],
      ['/search/genre/3', '{"kind":"genre","genreId":3}'],
      ['/search/category/12', '{"kind":"category","categoryId":12}'],
    ];
    for (const [path, props] of cases) {
      const { unmount } = renderApp(path);
      expect(await screen.findByRole('heading', { name: `search page ${props}` })).toBeTruthy();
      unmount();
    }
  });

  it('routes /ranking and /ranking/{rankingId} to the catalogue ranking page', async () => {
    const { unmount } = renderApp('/ranking?tab=genre');
    expect(await screen.findByRole('heading', { name: 'ranking page {}' })).toBeTruthy();
    unmount();
    const view = renderApp('/ranking/4');
    expect(await screen.findByRole('heading', { name: 'ranking page {"rankingId":4}' })).toBeTruthy();
    view.unmount();
    renderApp('/ranking/daily');
    expect(await screen.findByText('Page Not Found: /ranking/daily')).toBeTruthy();
  });

  it('routes /series to the catalogue series page', async () => {
    renderApp('/series?tab=friday');
    expect(await screen.findByRole('heading', { name: 'series page' })).toBeTruthy();
  });

  it('treats a genre or category id that is not a number as not found', async () => {
    const { unmount } = renderApp('/search/genre/abc');
    expect(await screen.findByText('Page Not Found: /search/genre/abc')).toBeTruthy();
    unmount();
    renderApp('/search/category/-1');
    expect(await screen.findByText('Page Not Found: /search/category/-1')).toBeTruthy();
  });

  it('shows the top page inside the layout', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'top page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('opens the login modal over the top page on /login, keeping a same-site redirect', async () => {
    renderApp('/login?redirect=/comics/title/00012');
    expect(await screen.findByRole('heading', { name: 'top page' })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'login' });
    expect(within(dialog).getByText('redirect: /title/00012')).toBeTruthy();
  });

  it('shows a failed login remote inside a dialog, where the reader is looking, and closes it on Escape', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = createFakeRemoteLoader({ fail: (id) => id === 'account/./LoginModal' });
    const { user } = renderApp('/login', loader);
    // The dialog shows at once, loading, then says inside it that the load failed.
    const alert = await screen.findByRole('alert');
    const dialog = screen.getByRole('dialog', { name: 'ログイン' });
    expect(dialog.contains(alert)).toBe(true);
    expect(alert.textContent).toContain('この部分を読み込めませんでした');
    expect(within(dialog).getByRole('button', { name: '再読み込み' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'top page' })).toBeTruthy();
  });

  it('drops a redirect to another site', async () => {
    renderApp('/login?redirect=//evil.example/x');
    expect(await screen.findByText('redirect: none')).toBeTruthy();
  });

  it('shows the maintenance page for error code 1098', async () => {
    renderApp('/error/1098');
    expect(await screen.findByRole('heading', { name: 'メンテナンス中です' })).toBeTruthy();
  });

  it('shows the error page with the code and its message', async () => {
    renderApp('/error/2000');
    expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeTruthy();
    expect(screen.getByText('エラーコード: 2000')).toBeTruthy();
    expect(screen.getByText('メールアドレスまたはパスワードが正しくありません。')).toBeTruthy();
  });

  it('shows the not-found route in English when English is chosen', async () => {
    await i18n.changeLanguage('en');
    renderApp('/notfound');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to top' })).toBeTruthy();
  });
});

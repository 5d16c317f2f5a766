import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, sessionActions, sessionStore } from '@ciao/shared';
import { renderApp } from '../testing/render-app';
import { stubApi } from '../../../test-support/stub-api';
import { makeAccount, statusOk } from '../../../test-support/fixtures';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { modalActions } from './modal-store';

beforeEach(() => {
  modalActions.reset();
  // The server agrees with whatever the local flag says, so guards never interfere here.
  stubApi({
    '/account': () => ({ data: { account: sessionStore.getState().isLoggedIn ? makeAccount() : null } }),
    '/web/status': statusOk,
  });
});

afterEach(() => {
  window.scrollY = 0;
});

function logIn() {
  sessionActions.loggedIn(makeAccount());
}

describe('header', () => {
  it('opens the login modal from the login link instead of navigating', async () => {
    const user = userEvent.setup();
    const { router, container } = renderApp('/title/00012');
    const login = await screen.findByRole('link', { name: 'ログイン' });
    expect(login.getAttribute('href')).toBe('/login?redirect=/comics/title/00012');

    await user.click(login);

    expect(await screen.findByRole('dialog', { name: 'login' })).toBeTruthy();
    expect(container.querySelector('[data-remote="account"]')).not.toBeNull();
    expect(screen.getByText('redirect: /title/00012')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/title/00012');
  });

  it("opens the catalogue's search modal from the search utility instead of navigating", async () => {
    const user = userEvent.setup();
    const { router, container } = renderApp('/title/00012');
    const search = await screen.findByRole('link', { name: 'さがす' });
    expect(search.getAttribute('href')).toBe('/search');

    await user.click(search);

    const dialog = await screen.findByRole('dialog', { name: 'search' });
    expect(container.querySelector('[data-remote="catalog"][data-expose="./SearchModal"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/title/00012');
    await user.click(within(dialog).getByRole('button', { name: 'close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'search' })).toBeNull());
  });

  it.each([
    ['the pointer comes over it', (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ['the pointer goes down on it', (link: HTMLElement) => fireEvent.pointerDown(link)],
    ['it gets the focus', (link: HTMLElement) => act(() => link.focus())],
  ])("starts loading the catalogue's search modal when %s, before it is pressed", async (_, intent) => {
    const loader = createFakeRemoteLoader();
    renderApp('/', loader);
    const search = await screen.findByRole('link', { name: 'さがす' });
    expect(loader.loads).not.toContain('catalog/./SearchModal');

    intent(search);

    expect(loader.loads).toContain('catalog/./SearchModal');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.setup().click(search);
    expect(await screen.findByRole('dialog', { name: 'search' })).toBeTruthy();
  });

  it('shows the search modal fallback inside a dialog when the catalogue fails to load', async () => {
    // The error boundary reports the failed load; that is the case under test, not noise.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/', createFakeRemoteLoader({ fail: (id) => id === 'catalog/./SearchModal' }));

    await user.click(await screen.findByRole('link', { name: 'さがす' }));

    // The dialog shows at once, loading, then the retry inside it.
    const retry = await screen.findByRole('button', { name: '再読み込み' });
    expect(screen.getByRole('dialog', { name: 'さがす' }).contains(retry)).toBe(true);
  });

  it('opens the login modal when a remote asks for it on the bus', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    act(() => bus.emit('auth:open-login', {}));
    expect(await screen.findByRole('dialog', { name: 'login' })).toBeTruthy();
  });

  it('switches from the login link to the my page button when the reader logs in', async () => {
    renderApp('/');
    await screen.findByRole('link', { name: 'ログイン' });

    act(() => logIn());

    const myPage = await screen.findByRole('button', { name: 'マイページ' });
    expect(screen.queryByRole('link', { name: 'ログイン' })).toBeNull();
    expect(myPage.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the my page popup of the commerce remote and closes it on logout', async () => {
    const user = userEvent.setup();
    logIn();
    const { container } = renderApp('/');
    const myPage = await screen.findByRole('button', { name: 'マイページ' });

    await user.click(myPage);
    expect(await screen.findByRole('dialog', { name: 'my page popup' })).toBeTruthy();
    expect(container.querySelector('[data-remote="commerce"]')).not.toBeNull();
    expect(myPage.getAttribute('aria-expanded')).toBe('true');

    act(() => bus.emit('auth:logged-out', { reason: 'user' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'my page popup' })).toBeNull());
  });

  it('offers a sign-up link beside the login link while logged out, leading to the age gate', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/title/00012');
    const signup = await screen.findByRole('link', { name: '新規登録' });
    expect(signup.getAttribute('href')).toBe('/signup/pre');
    await user.click(signup);
    expect(await screen.findByRole('heading', { name: 'sign-up pre' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup/pre');

    act(() => logIn());
    await waitFor(() => expect(screen.queryByRole('link', { name: '新規登録' })).toBeNull());
  });

  it('sends a logged-out reader to login before the history page', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const history = await screen.findByRole('link', { name: '閲覧履歴' });
    expect(history.getAttribute('href')).toBe('/login?redirect=/comics/my/history');
    await user.click(history);
    expect(await screen.findByText('redirect: /my/history')).toBeTruthy();
  });

  it('opens the magazine dropdown on click where the device cannot hover, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'ちゃお本誌' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(menu.hidden).toBe(true);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu.hidden).toBe(false);
    expect(screen.getByRole('list', { name: 'ちゃお本誌のメニュー' })).toBe(menu);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/topics/category/ciao_magazine/', '/topics/category/ciao_deluxe_magazine/', '/topics/category/publish_info/', '/author/']);

    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('becomes transformed after scrolling past 300 px', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(header.className).not.toContain('transformed');

    await act(async () => {
      window.scrollY = 301;
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header.className).toContain('transformed');

    await act(async () => {
      window.scrollY = 120;
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(header.className).not.toContain('transformed');
  });

  it('links ranking to /ranking, keeping the current query when already on a ranking page (docs/product-rules.md §2)', async () => {
    const { unmount } = renderApp('/title/00012?page=2');
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect(within(nav).getByRole('link', { name: 'ランキング' }).getAttribute('href')).toBe('/ranking');
    unmount();

    renderApp('/ranking/3?page=2');
    const rankingNav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect(within(rankingNav).getByRole('link', { name: 'ランキング' }).getAttribute('href')).toBe('/ranking?page=2');
  });
});

describe('global nav drawer', () => {
  it('opens as a dialog, expands an accordion, and closes with Escape giving focus back', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'メニューを開く' });
    await user.click(toggle);

    const drawer = screen.getByRole('dialog', { name: 'サイトメニュー' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'メニューを閉じる' }));
    expect(within(drawer).getByRole('link', { name: '定期購読（新しいタブで開きます）' }).getAttribute('target')).toBe('_blank');

    const awards = within(drawer).getByRole('button', { name: 'まんが賞' });
    await user.click(awards);
    expect(awards.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'まんがの描き方' }).getAttribute('href')).toBe('/topics/category/how_to_draw/');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'サイトメニュー' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'メニューを開く' }));
  });

  it('is rendered ahead, hidden, and each opening shows that same drawer with the focus in it', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'メニューを開く' });
    // Rendered before the tap, out of sight and out of reach.
    const ahead = await waitFor(() => {
      const element = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'サイトメニュー' });
    expect(drawer).toBe(ahead);
    await user.click(within(drawer).getByRole('button', { name: 'まんが賞' }));
    await user.click(within(drawer).getByRole('button', { name: 'メニューを閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    const again = screen.getByRole('dialog', { name: 'サイトメニュー' });
    expect(again).toBe(ahead);
    expect(document.activeElement).toBe(within(again).getByRole('button', { name: 'メニューを閉じる' }));
    expect(within(again).getByRole('button', { name: 'まんが賞' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('footer', () => {
  it('switches the language and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem('ciao:lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // And for the server, which renders a page's first screen in it.
    expect(document.cookie).toContain('ciao_lang=en');
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(document.cookie).toContain('ciao_lang=ja');
  });
});

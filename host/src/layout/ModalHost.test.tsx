import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, sessionStore, useLoginRequest } from '@ciao/shared';
import { renderApp } from '../testing/render-app';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { stubApi } from '../../../test-support/stub-api';
import { makeAccount, statusOk } from '../../../test-support/fixtures';
import { modalActions } from './modal-store';

beforeEach(() => {
  modalActions.reset();
  stubApi({
    '/account': () => ({ data: { account: sessionStore.getState().isLoggedIn ? makeAccount() : null } }),
    '/web/status': statusOk,
  });
});

describe('purchase dialog', () => {
  it('opens the commerce remote’s dialog for the episode a remote asks for on the bus', async () => {
    const loader = createFakeRemoteLoader();
    const { container } = renderApp('/title/00012', loader);
    await screen.findByRole('banner');
    act(() => bus.emit('commerce:open-purchase', { titleId: 12, episodeId: 1204 }));

    const dialog = await screen.findByRole('dialog', { name: 'purchase' });
    expect(dialog.textContent).toBe('purchase 12/1204');
    expect(container.querySelector('[data-remote="commerce"][data-expose="./PurchaseDialog"]')).not.toBeNull();
    expect(loader.loads).toContain('commerce/./PurchaseDialog');
  });

  it('shows a fallback inside a dialog when the commerce remote cannot be loaded', async () => {
    const loader = createFakeRemoteLoader({ fail: (id) => id === 'commerce/./PurchaseDialog' });
    const { user } = renderApp('/title/00012', loader);
    await screen.findByRole('banner');
    act(() => bus.emit('commerce:open-purchase', { titleId: 12, episodeId: 1204 }));

    // The dialog shows at once, loading; the failed load is then said inside it.
    const failed = await screen.findByText('この部分を読み込めませんでした。');
    const dialog = screen.getByRole('dialog', { name: 'このお話を読む' });
    expect(dialog.contains(failed)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

/** A page for logged-in readers opened by a visitor: asks for the login from its mount effect. */
function LoginFirst() {
  useLoginRequest();
  return <h1>login first</h1>;
}

describe('login modal', () => {
  it("opens for a first page that asks for it from its own mount effect, in the host's first commit", async () => {
    const loader = createFakeRemoteLoader({ components: { 'account/./MyPages': LoginFirst } });
    // Loaded before the first render, as start() does for the first page: the page and the
    // modal host mount in one commit, and the page's effect runs before the host's passive ones.
    await loader.loadExposed('account', './MyPages');
    renderApp('/my/history', loader);

    expect(await screen.findByRole('dialog', { name: 'login' })).toBeTruthy();
    expect(screen.getByText('redirect: /my/history')).toBeTruthy();
  });
});

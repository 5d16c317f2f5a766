import { screen, waitFor } from '@testing-library/react';
import { bus, sessionActions, sessionStore, setApiHandlers } from '@ciao/shared';
import { installApiHandlers } from '../app/api-handlers';
import { modalActions } from '../layout/modal-store';
import { renderApp } from '../testing/render-app';
import { stubApi, type ApiStub } from '../../../test-support/stub-api';
import { makeAccount, statusOk, visitorAccount } from '../../../test-support/fixtures';
import { WEB_STATUS_INTERVAL_MS } from './navigation-checks';

let api: ApiStub | undefined;

beforeEach(() => {
  modalActions.reset();
});

describe('navigation checks', () => {
  it('logs out and goes to top when the local flag says logged in but the server has no account', async () => {
    api = stubApi({ '/account': visitorAccount, '/web/status': statusOk });
    sessionActions.loggedIn(makeAccount());
    const reasons: string[] = [];
    const off = bus.on('auth:logged-out', ({ reason }) => reasons.push(reason));

    const { router } = renderApp('/title/00012');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(reasons).toContain('state-mismatch');
    off();
  });

  it('ends a server session the page does not know about, then goes to top', async () => {
    api = stubApi({
      '/account': () => ({ data: { account: makeAccount() } }),
      '/web/status': statusOk,
      '/web/user/logout': () => ({ data: { code: 0 } }),
    });
    const { router } = renderApp('/title/00012');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.paths()).toContain('/web/user/logout');
  });

  it('keeps the reader where they are when both sides agree', async () => {
    api = stubApi({ '/account': () => ({ data: { account: makeAccount() } }), '/web/status': statusOk });
    sessionActions.loggedIn(makeAccount());
    const { router } = renderApp('/title/00012');
    await waitFor(() => expect(api?.paths()).toContain('/account'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/title/00012');
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('does not check the login state on the maintenance page', async () => {
    api = stubApi({ '/account': visitorAccount, '/web/status': statusOk });
    renderApp('/maintenance');
    expect(await screen.findByRole('heading', { name: 'メンテナンス中です' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.paths()).toEqual([]);
  });

  it('goes to the maintenance page when the daily status check says maintenance', async () => {
    api = stubApi({
      '/account': visitorAccount,
      '/web/status': () => ({ data: { maintenance: true, server_time: '2025-01-01T09:00:00' } }),
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(await screen.findByRole('heading', { name: 'メンテナンス中です' })).toBeTruthy();
  });

  it("replaces the page with the denied page when the API refuses the reader's region, and asks nothing more there", async () => {
    api = stubApi({ '/account': () => ({ code: 1097, status: 451 }), '/web/status': () => ({ code: 1097, status: 451 }) });
    const { router } = renderApp('/title/00012');
    installApiHandlers((to, options) => void router.navigate(to, options));
    await waitFor(() => expect(router.state.location.pathname).toBe('/denied/region'));
    expect(await screen.findByRole('heading', { name: 'お住まいの地域ではご利用いただけません' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    const callsOnArrival = api.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls.length).toBe(callsOnArrival);
    setApiHandlers({ onRegionDenied: undefined });
  });

  it('runs the status check at most once a day', async () => {
    api = stubApi({ '/account': visitorAccount, '/web/status': statusOk });
    sessionActions.markWebStatusChecked(Date.now() - WEB_STATUS_INTERVAL_MS / 2);
    renderApp('/');
    await waitFor(() => expect(api?.paths()).toContain('/account'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.paths()).not.toContain('/web/status');
  });

  it('remembers when the status check ran', async () => {
    api = stubApi({ '/account': visitorAccount, '/web/status': statusOk });
    renderApp('/');
    await waitFor(() => expect(sessionStore.getState().lastWebStatusCheckAt).not.toBeNull());
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, nextBonusDayStart, sessionActions, sessionStore } from '@ciao/shared';
import { modalActions } from '../layout/modal-store';
import { renderApp } from '../testing/render-app';
import { stubApi, type StubAnswer } from '../../../test-support/stub-api';
import { makeAccount, makeLoginBonus, statusOk } from '../../../test-support/fixtures';
import { isLoginBonusDue } from './login-bonus-check';

const account = makeAccount();
const HOUR = 60 * 60 * 1000;

function stubBonus(answer: () => StubAnswer) {
  return stubApi({
    '/account': () => ({ data: { account: sessionStore.getState().isLoggedIn ? account : null } }),
    '/web/status': statusOk,
    '/loginbonus': answer,
    '/account/point': () => ({ data: { paid_point: 0, free_point: 0, total: 0, coin: 0 } }),
  });
}

const bonusAnswer = (bonuses = [makeLoginBonus()]) => ({
  data: { loginbonus_list: bonuses, next_check_time: '2026-01-02T04:00:00' },
});

beforeEach(() => {
  modalActions.reset();
});

describe('login bonus check', () => {
  it('asks for the bonus after a navigation and opens the account remote’s modal with today’s bonuses', async () => {
    const api = stubBonus(() => bonusAnswer());
    sessionActions.loggedIn(account);
    const { container } = renderApp('/title/00012');

    const dialog = await screen.findByRole('dialog', { name: 'login bonus' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('7日間ログインボーナス');
    expect(container.querySelector('[data-remote="account"][data-expose="./LoginBonusModal"]')).not.toBeNull();
    expect(api.paths().filter((path) => path === '/loginbonus')).toHaveLength(1);
    const check = sessionStore.getState().loginBonusCheck;
    expect(check?.userId).toBe(account.user_id);
    expect(check?.nextCheckAt).toBe(nextBonusDayStart(check?.checkedAt ?? 0));
  });

  it('opens nothing when today’s bonus was received by an earlier request', async () => {
    const api = stubBonus(() => bonusAnswer([makeLoginBonus({ received_now: false })]));
    sessionActions.loggedIn(account);
    renderApp('/');
    await waitFor(() => expect(sessionStore.getState().loginBonusCheck?.nextCheckAt).toBeGreaterThan(Date.now()));
    expect(api.paths()).toContain('/loginbonus');
    expect(screen.queryByRole('dialog', { name: 'login bonus' })).toBeNull();
  });

  it.each(['/login', '/signup/welcome'])('does not ask on %s', async (path) => {
    const api = stubBonus(() => bonusAnswer());
    sessionActions.loggedIn(account);
    renderApp(path);
    await waitFor(() => expect(api.paths()).toContain('/account'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.paths()).not.toContain('/loginbonus');
  });

  it('does not ask for a visitor', async () => {
    const api = stubBonus(() => bonusAnswer());
    renderApp('/');
    await waitFor(() => expect(api.paths()).toContain('/account'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.paths()).not.toContain('/loginbonus');
  });

  it('ignores a failed request silently and asks again only in a later hour slot', async () => {
    const api = stubBonus(() => ({ code: 1099, status: 500 }));
    sessionActions.loggedIn(account);
    const { router } = renderApp('/');
    await waitFor(() => expect(api.paths()).toContain('/loginbonus'));
    await act(() => router.navigate('/ranking'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.paths().filter((path) => path === '/loginbonus')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    const checkedAt = sessionStore.getState().loginBonusCheck?.checkedAt ?? 0;
    expect(isLoginBonusDue(account.user_id, checkedAt + HOUR)).toBe(true);
  });

  it('asks again once logged in as another reader on the same browser', () => {
    sessionActions.setLoginBonusCheck({ userId: 'someone-else', checkedAt: Date.now(), nextCheckAt: Date.now() + 5 * HOUR });
    expect(isLoginBonusDue(account.user_id, Date.now())).toBe(true);
    expect(isLoginBonusDue('someone-else', Date.now() + 2 * HOUR)).toBe(false);
    expect(isLoginBonusDue('someone-else', Date.now() + 6 * HOUR)).toBe(true);
  });

  it('asks right after a login that stays on its page', async () => {
    const api = stubBonus(() => bonusAnswer());
    renderApp('/title/00012/episode/1204');
    await waitFor(() => expect(api.paths()).toContain('/account'));
    act(() => {
      sessionActions.loggedIn(account);
      bus.emit('auth:logged-in', { accountId: account.account_id });
    });
    const dialog = await screen.findByRole('dialog', { name: 'login bonus' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'close bonus' })).toBeTruthy();
  });
});

import {
  ROUTES,
  api,
  bus,
  invalidateWallet,
  loginBonus,
  nextBonusDayStart,
  sessionActions,
  sessionStore,
  type QueryClient,
  type ResponseOf,
} from '@ciao/shared';

const HOUR_MS = 60 * 60 * 1000;

/** docs/product-rules.md §2: the login bonus is not requested on paths starting with /login or /signup/welcome. */
export function mayRequestLoginBonus(pathname: string): boolean {
  return !pathname.startsWith(ROUTES.LOGIN.path) && !pathname.startsWith(ROUTES.SIGNUP_WELCOME.path);
}

/**
 * docs/product-rules.md §4: checked at most once per hour slot, and after a check that answered not before the
 * next 04:00. The record is the reader's own: another reader on the same browser is checked.
 */
export function isLoginBonusDue(userId: string, now: number): boolean {
  const check = sessionStore.getState().loginBonusCheck;
  if (!check || check.userId !== userId) return true;
  const sameHourSlot = Math.floor(check.checkedAt / HOUR_MS) === Math.floor(now / HOUR_MS);
  return !sameHourSlot && now >= check.nextCheckAt;
}

/**
 * The login-bonus navigation check (docs/product-rules.md §2, §4, §8). The first request of a bonus day receives
 * the day's bonuses on the server; when this request received some, the balances are stale
 * (wallet queries invalidated) and the account remote's modal shows them, through the bus.
 * Fetch errors are ignored silently (docs/product-rules.md §8); the next hour slot asks again.
 */
export async function checkLoginBonus(pathname: string, now: number, queryClient: QueryClient): Promise<void> {
  const { isLoggedIn, account } = sessionStore.getState();
  if (!isLoggedIn || !account || !mayRequestLoginBonus(pathname)) return;
  if (!isLoginBonusDue(account.user_id, now)) return;
  // Marked before the call, so a second navigation (or the login event) in flight cannot ask twice.
  sessionActions.setLoginBonusCheck({ userId: account.user_id, checkedAt: now, nextCheckAt: now });
  let answer: ResponseOf<typeof loginBonus>;
  try {
    answer = await api.call(loginBonus, {});
  } catch {
    return;
  }
  // The reader may have logged out (or another logged in) while the call ran.
  if (sessionStore.getState().account?.user_id !== account.user_id) return;
  sessionActions.setLoginBonusCheck({ userId: account.user_id, checkedAt: now, nextCheckAt: nextBonusDayStart(now) });
  const bonuses = answer.loginbonus_list.filter((bonus) => bonus.received_now);
  if (bonuses.length === 0) return;
  void invalidateWallet(queryClient);
  bus.emit('account:open-login-bonus', { bonuses });
}

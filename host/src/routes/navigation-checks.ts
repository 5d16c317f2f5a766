import {
  ROUTES,
  api,
  bus,
  getAccount,
  isApiError,
  sessionActions,
  sessionStore,
  webStatus,
  webUserLogout,
  type ResponseOf,
} from '@ciao/shared';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** docs/product-rules.md §9: the web status check runs at most once a day. */
export const WEB_STATUS_INTERVAL_MS = 24 * 60 * 60 * 1000;

const ERROR_PATH_PREFIX = ROUTES.ERROR.path.replace(/:errorCode$/, '');

function isMaintenancePath(pathname: string): boolean {
  return pathname === ROUTES.MAINTENANCE.path;
}

/** docs/product-rules.md §2: every navigation except to the maintenance and error pages verifies the login state. */
export function needsLoginCheck(pathname: string): boolean {
  return !isMaintenancePath(pathname) && !pathname.startsWith(ERROR_PATH_PREFIX);
}

/**
 * docs/product-rules.md §4: when the local login flag and the server's account disagree, log out and go to
 * the top page. When the server still holds a session the reader does not know about,
 * that session is ended too, so the next check agrees instead of looping.
 * A failed check (network, server error) changes nothing.
 */
export async function verifyLoginState(pathname: string, navigate: Navigate, signal?: AbortSignal): Promise<void> {
  let answer: ResponseOf<typeof getAccount>;
  try {
    answer = await api.call(getAccount, {}, signal ? { signal } : {});
  } catch {
    return;
  }
  if (signal?.aborted) return;
  const { account } = answer;
  const serverLoggedIn = (account?.account_id ?? 0) > 0;
  const localLoggedIn = sessionStore.getState().isLoggedIn;
  if (serverLoggedIn === localLoggedIn) return;

  if (serverLoggedIn && account) {
    await api.call(webUserLogout, { target_user_id: account.user_id }).catch(() => undefined);
    // A newer navigation runs its own check; this stale one must not act.
    if (signal?.aborted) return;
  }
  sessionActions.loggedOut();
  bus.emit('auth:logged-out', { reason: 'state-mismatch' });
  if (pathname !== ROUTES.TOP.path) navigate(ROUTES.TOP.path, { replace: true });
}

/** docs/product-rules.md §2/§9: the daily web status check, skipped on the maintenance page. */
export async function checkWebStatus(pathname: string, navigate: Navigate, now: number): Promise<void> {
  if (isMaintenancePath(pathname)) return;
  const last = sessionStore.getState().lastWebStatusCheckAt;
  if (last !== null && now - last < WEB_STATUS_INTERVAL_MS) return;
  try {
    const status = await api.call(webStatus, {}, { skipMaintenanceCheck: true });
    if (status.maintenance) {
      navigate(ROUTES.MAINTENANCE.path, { replace: true });
      return;
    }
    sessionActions.markWebStatusChecked(now);
  } catch (error) {
    // The status call opts out of the global maintenance rule, so it decides here.
    if (isApiError(error) && error.isMaintenance) navigate(ROUTES.MAINTENANCE.path, { replace: true });
    // Any other failure: the check is retried on the next navigation.
  }
}

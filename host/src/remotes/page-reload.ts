/**
 * The page reloaded once when a region's retry fails too. Some failures cannot heal in the page:
 * a shared-library chunk (react-hook-form, @ciao/shared/forms) that failed once stays failed in
 * the federation runtime's share scope and webpack's module cache, so the retry fails the same
 * way ("Cannot read properties of undefined (reading 'useForm')"), and so does every other region
 * of that remote (the header's login dialog). A reload loads everything afresh; at most one every
 * RELOAD_AGAIN_AFTER_MS per tab, so a remote that stays down shows its fallback, not a loop.
 */
const RELOADED_AT_KEY = 'ciao:remote-reload-at';
export const RELOAD_AGAIN_AFTER_MS = 5 * 60_000;
/** Long enough to read the notice that says why the page reloads. */
export const RELOAD_NOTICE_MS = 1_500;

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): no reload, the fallback stays
  }
}

/** Whether this tab may reload now (and records that it does): not within RELOAD_AGAIN_AFTER_MS of the last. */
export function claimPageReload(storage: Storage | null = tabStorage(), now = Date.now()): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_AGAIN_AFTER_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The browser's reload, the one edge tests replace. */
export const pageNavigation = { reload: (): void => window.location.reload() };

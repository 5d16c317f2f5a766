/**
 * The host's own chunk-load failures (a deploy replaced the host while this page was
 * open): tell listeners with the preload-error event of docs/product-rules.md §8, then reload, at most once
 * per 10 s (docs/product-rules.md §9 "Reload guard 10 seconds") so a broken deploy cannot loop the page.
 * No imports: index.ts uses this before any shared module is loaded.
 */
export const PRELOAD_ERROR_EVENT = 'ciao:preload-error';
export const RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'ciao:last-chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

interface GuardEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

function browserEnvironment(): GuardEnvironment {
  return { now: Date.now, storage: sessionStorage, reload: () => window.location.reload() };
}

/** Returns true when the page is being reloaded. */
export function handleHostChunkError(error: unknown, env: GuardEnvironment = browserEnvironment()): boolean {
  window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { error } }));
  const now = env.now();
  try {
    const last = Number(env.storage.getItem(LAST_RELOAD_KEY));
    if (last > 0 && now - last < RELOAD_GUARD_MS) return false;
    env.storage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    // Without storage the guard cannot remember; do not risk a reload loop.
    return false;
  }
  env.reload();
  return true;
}

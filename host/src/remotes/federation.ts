import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ResolvedRemote } from './resolve-remote';

/**
 * How long one attempt at a remote entry may take before it counts as failed. Two attempts
 * (the first and the cache-bypassing retry) fit in 10 s, so a hanging server shows the region's
 * fallback within 10 s instead of the runtime's 4 x 20 s.
 */
export const ENTRY_TIMEOUT_MS = 3_500;
/** The cache-refreshing fetch before the retry is short: a server that hangs gets the retry's own timeout. */
const RELOAD_TIMEOUT_MS = 1_500;

/**
 * Every call into the federation runtime lives here, so the rest of the host (and its
 * tests) talk to the small `FederationPort` interface instead.
 */
export interface FederationPort {
  /** `bypassCache`: the next load of this entry asks the server, not the browser cache (healing retry). */
  register(remote: ResolvedRemote, options: { force: boolean; bypassCache?: boolean }): void;
  load(id: string): Promise<unknown>;
  /**
   * Fetches a remote's file (its entry, or a chunk the entry loads) again past the browser cache
   * (`cache: 'reload'`), which replaces a bad cached copy: the files are immutable for a year, so
   * a copy that once arrived corrupted would otherwise fail every later page load of this browser.
   */
  reloadCached(url: string): Promise<void>;
}

/** What the plugin knows of one entry URL: its registry integrity, and a cache-busting token on a healing retry. */
export interface EntryScript {
  integrity: string;
  cacheBust?: string;
}

/**
 * Subresource integrity for remote entries, failing closed: an entry URL is given the
 * registry's hash (a mismatch makes the browser refuse it), and an entry with no known
 * hash is refused outright. The entry's own chunks are content-hashed, immutable files loaded
 * by the remote's runtime, which checks each against the hash the entry carries
 * (ops/src/webpack/chunk-integrity-plugin.ts). Each entry attempt times out after ENTRY_TIMEOUT_MS.
 */
export function integrityPlugin(entryOf: (url: string) => EntryScript | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'ciao-entry-integrity',
    createScript({ url, remoteInfo }) {
      const entry = entryOf(url);
      if (!entry) {
        if (remoteInfo && remoteInfo.entry === url) throw new Error(`refusing remote entry without integrity: ${url}`);
        return undefined;
      }
      const script = document.createElement('script');
      // Another URL for the browser cache, the same bytes and the same integrity for the check.
      script.src = entry.cacheBust ? `${url}${url.includes('?') ? '&' : '?'}reload=${entry.cacheBust}` : url;
      script.integrity = entry.integrity;
      script.crossOrigin = 'anonymous';
      return { script, timeout: ENTRY_TIMEOUT_MS };
    },
  };
}

export function createFederationPort(): FederationPort {
  const entries = new Map<string, EntryScript>();
  let pluginsRegistered = false;

  return {
    register(remote, { force, bypassCache = false }) {
      if (!pluginsRegistered) {
        registerPlugins([integrityPlugin((url) => entries.get(url))]);
        pluginsRegistered = true;
      }
      entries.set(remote.entryUrl, { integrity: remote.integrity, ...(bypassCache ? { cacheBust: Date.now().toString(36) } : {}) });
      registerRemotes([{ name: remote.name, entry: remote.entryUrl, type: 'global' }], { force });
    },
    load(id) {
      return loadRemote<unknown>(id);
    },
    async reloadCached(url) {
      try {
        await fetch(url, { cache: 'reload', credentials: 'same-origin', signal: AbortSignal.timeout(RELOAD_TIMEOUT_MS) });
      } catch {
        // Offline or hanging: the cache-busting retry still asks the server itself.
      }
    },
  };
}

import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ResolvedRemote } from './resolve-remote';

/**
 * Every call into the federation runtime lives here, so the rest of the host (and its
 * tests) talk to the small `FederationPort` interface instead.
 */
export interface FederationPort {
  register(remote: ResolvedRemote, options: { force: boolean }): void;
  load(id: string): Promise<unknown>;
}

/**
 * Subresource integrity for remote entries, failing closed: an entry URL is given the
 * registry's hash (a mismatch makes the browser refuse it), and an entry with no known
 * hash is refused outright. The entry's own chunks are content-hashed, immutable files
 * loaded by the remote's runtime (crossorigin anonymous).
 */
export function integrityPlugin(integrityOf: (url: string) => string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'ciao-entry-integrity',
    createScript({ url, remoteInfo }) {
      const integrity = integrityOf(url);
      if (!integrity) {
        if (remoteInfo && remoteInfo.entry === url) throw new Error(`refusing remote entry without integrity: ${url}`);
        return undefined;
      }
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}

export function createFederationPort(): FederationPort {
  const integrityByUrl = new Map<string, string>();
  let pluginsRegistered = false;

  return {
    register(remote, { force }) {
      if (!pluginsRegistered) {
        // Brief retries of a failing entry (404, timeout, network) before the region's fallback shows.
        registerPlugins([integrityPlugin((url) => integrityByUrl.get(url)), RetryPlugin({ script: { retryTimes: 2, retryDelay: 300 } })]);
        pluginsRegistered = true;
      }
      integrityByUrl.set(remote.entryUrl, remote.integrity);
      registerRemotes([{ name: remote.name, entry: remote.entryUrl, type: 'global' }], { force });
    },
    load(id) {
      return loadRemote<unknown>(id);
    },
  };
}

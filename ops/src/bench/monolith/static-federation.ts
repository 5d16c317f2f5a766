import type { FederationPort } from '../../../../host/src/remotes/federation';
import { STATIC_EXPOSES } from 'virtual:ciao-static-exposes';

/**
 * The monolith benchmark's stand-in for host/src/remotes/federation.ts (swapped in by
 * `./webpack.config.ts`): the same `FederationPort`, but `catalog/TopPage` is a dynamic
 * `import()` of the catalogue's source file in the same build, so no remote entry, no
 * share scope and no federation runtime reach the page, while every screen still loads as
 * its own lazy chunk, as a route would in a single-bundle site.
 */
export function createFederationPort(): FederationPort {
  return {
    register() {
      // Nothing to register: every exposed module is already part of this build.
    },
    load(id) {
      const importExposed = STATIC_EXPOSES[id];
      if (!importExposed) return Promise.reject(new Error(`monolith: no exposed module ${id} in this build`));
      return importExposed();
    },
    async reloadCached() {
      // Nothing is fetched, so no cached copy to refresh.
    },
  };
}

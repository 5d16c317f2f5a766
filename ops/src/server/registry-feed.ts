import type { Delivery } from '../deploy/delivery-config';
import { FileRegistryStore, type RegistryState, publicRegistry } from '../deploy/registry-store';
import type { VersionMirror } from '../deploy/version-mirror';
import { FolderVersionStore } from '../deploy/version-store';
import { CohortRegistries } from './cohort';

/** The registry a web node serves and renders with, kept current. */
export interface RegistryFeed {
  /** The registries browsers get, per cohort (stable, and each mix of running canaries). */
  current(): CohortRegistries;
  close(): Promise<void>;
}

/** Every version some browser is served: each remote's active one and each canary. */
function servedVersions(state: RegistryState): Array<[string, string, string | undefined]> {
  return [
    ...Object.entries(state.remotes).map(([name, remote]): [string, string, string | undefined] => [
      name,
      remote.active.version,
      remote.active.filesIntegrity,
    ]),
    ...Object.entries(state.canaries).map(([name, canary]): [string, string, string | undefined] => [
      name,
      canary.version,
      canary.filesIntegrity,
    ]),
  ];
}

const cohortRegistries = (state: RegistryState) => new CohortRegistries(publicRegistry(state), state.canaries);

/**
 * One machine (registry file, version folder): read again whenever the file changed, on the
 * request that asks, so a deploy shows on the very next page load.
 */
function fileFeed(store: FileRegistryStore): RegistryFeed {
  let cached: { mtimeMs: number; registries: CohortRegistries } | null = null;
  return {
    current() {
      const mtimeMs = store.mtimeMs();
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, registries: cohortRegistries(store.readSync()) };
      return cached.registries;
    },
    close: async () => undefined,
  };
}

/**
 * Several web nodes (PostgreSQL registry or object storage): the node follows the registry's
 * notifications and switches to a new registry only once every active version in it is copied
 * locally, so no page it sends names a file it cannot serve or a bundle it cannot render with.
 * Changes are applied one at a time; one arriving meanwhile is applied right after.
 */
async function followingFeed(delivery: Delivery, mirror: VersionMirror, log: (line: string) => void): Promise<RegistryFeed> {
  const load = async (): Promise<CohortRegistries> => {
    const state = await delivery.registry.read();
    await Promise.all(servedVersions(state).map(([name, version, integrity]) => mirror.ensure(name, version, integrity)));
    return cohortRegistries(state);
  };
  let registry = await load();
  let running: Promise<void> | null = null;
  let again = false;
  const refresh = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          registry = await load();
        } catch (error) {
          // Keep serving the registry it has; the next notification or poll tries again.
          log(`registry: keeping the current registry: ${(error as Error).message}`);
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
  };
  const stop = await delivery.registry.watch(refresh);
  return {
    current: () => registry,
    close: async () => {
      await stop();
      await running;
    },
  };
}

export async function openRegistryFeed(delivery: Delivery, mirror: VersionMirror, log: (line: string) => void): Promise<RegistryFeed> {
  if (delivery.registry instanceof FileRegistryStore && delivery.versions instanceof FolderVersionStore) return fileFeed(delivery.registry);
  return followingFeed(delivery, mirror, log);
}

import { ACCEPTED_CONTRACT_VERSIONS, type ExposeName, type Registry, type RemoteContracts, type RemoteName } from '@ciao/shared';
import { type FieldReport, loadFailureKind } from '../telemetry/field-report';
import type { FederationPort } from './federation';
import { resolveRemote, type ResolvedRemote } from './resolve-remote';
import type { VersionOverrides } from './version-override';

/** What a remote region needs: load one exposed module; re-resolve one remote after a failure. */
export interface RemoteLoader {
  /** One load per module at a time: a second caller gets the same promise (until it fails). */
  loadExposed<R extends RemoteName, E extends ExposeName<R>>(remote: R, expose: E): Promise<RemoteContracts[R][E]>;
  /** The module, when a load of it has already succeeded: a region can then render it without suspending. */
  loaded<R extends RemoteName, E extends ExposeName<R>>(remote: R, expose: E): RemoteContracts[R][E] | undefined;
  /** Skew rule: fetch the registry afresh for this one remote and re-register it. */
  refresh(remote: RemoteName): Promise<void>;
}

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
}

interface LoaderDependencies {
  federation: FederationPort;
  /** The registry of this page session (inline copy, else /registry.json). */
  initialRegistry: () => Promise<Registry>;
  /** A fresh copy from the server, for retries. */
  freshRegistry: () => Promise<Registry>;
  overrides: VersionOverrides;
  origin: string;
  /** Field telemetry: each load and load failure, with the version. */
  report?: Pick<FieldReport, 'loaded' | 'loadFailed'>;
  /** Whether the browser received an entry with HTTP 200 (resource timing): its refusal was then its integrity. */
  entryArrived?: (url: string) => boolean;
}

function isComponent(value: unknown): boolean {
  // Function components, classes, and memo/forwardRef/lazy objects.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** Refuses anything that does not honour the contract the host compiled against. */
export function checkExposedModule<R extends RemoteName, E extends ExposeName<R>>(
  remote: R,
  expose: E,
  module: unknown,
): RemoteContracts[R][E] {
  if (typeof module !== 'object' || module === null) throw new RemoteLoadError(`${remote}/${expose}: the remote returned no module`);
  const { default: component, contractVersion } = module as { default?: unknown; contractVersion?: unknown };
  if (typeof contractVersion !== 'number' || !ACCEPTED_CONTRACT_VERSIONS.includes(contractVersion)) {
    throw new RemoteLoadError(
      `${remote}/${expose}: contract version ${String(contractVersion)} is not accepted (${ACCEPTED_CONTRACT_VERSIONS.join(', ')})`,
    );
  }
  if (!isComponent(component)) throw new RemoteLoadError(`${remote}/${expose}: default export is not a component`);
  return module as RemoteContracts[R][E];
}

/**
 * Loads remotes on demand: nothing is registered or fetched until a region (or, for the first
 * page, start(): first-remote.ts) asks. The
 * registry is read once per page session and its versions are kept, except that a
 * retry re-resolves the one remote that failed.
 */
/**
 * The whole load of a module (both entry attempts, the cache refresh between them, the chunks and
 * their evaluation) ends within this, so a hanging server shows the region's fallback within 10 s
 * however the attempts' own timeouts (federation.ts ENTRY_TIMEOUT_MS) add up under load.
 */
export const LOAD_DEADLINE_MS = 9_000;

function withinDeadline<T>(work: Promise<T>, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(`${id}: not loaded within ${LOAD_DEADLINE_MS} ms`)), LOAD_DEADLINE_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The file of a chunk the remote's runtime failed to load (webpack's ChunkLoadError names it in
 * `request`), unless it timed out; null for other errors.
 */
export function refusedChunkUrl(error: unknown): string | null {
  const { name, request, type } = (error ?? {}) as { name?: unknown; request?: unknown; type?: unknown };
  return name === 'ChunkLoadError' && typeof request === 'string' && type !== 'timeout' ? request : null;
}

export function createRemoteLoader(deps: LoaderDependencies): RemoteLoader {
  let registry: Promise<Registry> | null = null;
  const registered = new Map<RemoteName, ResolvedRemote>();
  const loads = new Map<string, Promise<unknown>>();
  const modules = new Map<string, unknown>();

  function sessionRegistry(): Promise<Registry> {
    registry ??= deps.initialRegistry().catch((error: unknown) => {
      registry = null; // a later retry may succeed
      throw error;
    });
    return registry;
  }

  function register(source: Registry, name: RemoteName, force: boolean): void {
    const resolved = resolveRemote(source, name, deps.overrides, deps.origin);
    if (!resolved) throw new RemoteLoadError(`registry: no deployment of remote "${name}"`);
    deps.federation.register(resolved, { force });
    registered.set(name, resolved);
  }

  /**
   * One retry of a failed load (the entry's or a chunk's integrity, evaluation, network), past the
   * browser cache: the cached copies of the entry and of the chunk that failed, if one did, are
   * refreshed (they are immutable, so a bad copy would otherwise stay for a year) and the retry
   * loads a cache-busting URL of the entry with the same integrity. A timeout skips the refresh:
   * nothing arrived to cache, and the retry has its own timeout.
   */
  async function loadHealing(remote: RemoteName, id: string): Promise<unknown> {
    try {
      return await deps.federation.load(id);
    } catch (error) {
      const resolved = registered.get(remote);
      if (!resolved) throw error;
      console.warn(`remote ${remote}: load failed, retrying once past the browser cache`, error);
      if (!/timed out/i.test(String(error))) {
        const chunk = refusedChunkUrl(error);
        await Promise.all([resolved.entryUrl, ...(chunk ? [chunk] : [])].map((url) => deps.federation.reloadCached(url)));
      }
      deps.federation.register(resolved, { force: true, bypassCache: true });
      return deps.federation.load(id);
    }
  }

  async function load<R extends RemoteName, E extends ExposeName<R>>(remote: R, expose: E): Promise<RemoteContracts[R][E]> {
    if (!registered.has(remote)) register(await sessionRegistry(), remote, false);
    const resolved = registered.get(remote)!;
    try {
      const module = checkExposedModule(
        remote,
        expose,
        await withinDeadline(loadHealing(remote, `${remote}/${expose.replace(/^\.\//, '')}`), `${remote}/${expose}`),
      );
      deps.report?.loaded(remote, resolved.version);
      return module;
    } catch (error) {
      const arrived = !(error instanceof RemoteLoadError) && (deps.entryArrived?.(resolved.entryUrl) ?? false);
      deps.report?.loadFailed(remote, resolved.version, loadFailureKind(error, arrived), error);
      throw error;
    }
  }

  return {
    loadExposed(remote, expose) {
      const id = `${remote}/${expose}`;
      let pending = loads.get(id) as ReturnType<typeof load<typeof remote, typeof expose>> | undefined;
      if (!pending) {
        pending = load(remote, expose).then(
          (module) => {
            modules.set(id, module);
            return module;
          },
          (error: unknown) => {
            loads.delete(id); // a retry loads again
            throw error;
          },
        );
        loads.set(id, pending);
      }
      return pending;
    },
    loaded(remote, expose) {
      return modules.get(`${remote}/${expose}`) as RemoteContracts[typeof remote][typeof expose] | undefined;
    },
    async refresh(remote) {
      register(await deps.freshRegistry(), remote, true);
      // The re-resolved version is loaded afresh, not served from what the old one gave.
      for (const id of [...loads.keys()]) if (id.startsWith(`${remote}/`)) loads.delete(id);
      for (const id of [...modules.keys()]) if (id.startsWith(`${remote}/`)) modules.delete(id);
    },
  };
}

import type { Registry, RegistryDeployment, RemoteName } from '@ciao/shared';
import type { VersionOverrides } from './version-override';

/** What the federation runtime needs to load one remote, with an absolute entry URL. */
export interface ResolvedRemote {
  name: RemoteName;
  version: string;
  entryUrl: string;
  integrity: string;
  overridden: boolean;
}

function pickDeployment(
  registry: Registry,
  name: RemoteName,
  overrides: VersionOverrides,
): { deployment: RegistryDeployment; overridden: boolean } | null {
  const remote = registry.remotes[name];
  if (!remote) return null;
  const wanted = overrides[name];
  if (wanted && wanted !== remote.active.version) {
    const fromHistory = remote.history.find((deployment) => deployment.version === wanted);
    if (fromHistory) return { deployment: fromHistory, overridden: true };
    console.warn(`registry: override ${name}@${wanted} is not in its history; using the active ${remote.active.version}`);
  }
  return { deployment: remote.active, overridden: false };
}

/**
 * The deployment of `name` this page uses: the active one, or (outside production, where
 * overrides are already empty) the overridden version taken from the remote's history.
 */
export function resolveRemote(registry: Registry, name: RemoteName, overrides: VersionOverrides, origin: string): ResolvedRemote | null {
  const picked = pickDeployment(registry, name, overrides);
  if (!picked) return null;
  const { deployment, overridden } = picked;
  return {
    name,
    version: deployment.version,
    entryUrl: new URL(deployment.entry, origin).toString(),
    integrity: deployment.integrity,
    overridden,
  };
}

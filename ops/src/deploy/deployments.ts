import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RegistryDeployment, type RemoteName } from '@ciao/shared/federation';
import { readBuildInfo } from '../build/build-info';
import { MANIFEST_FILE, readManifestExposeScripts, readManifestExposes } from '../build/manifest-exposes';
import { deploymentsDir, distDir } from '../paths';
import { incompatibilities } from './compatibility';
import { readRegistry, updateRegistry } from './registry-store';

const REMOTE_ENTRY = 'remoteEntry.js';
const HISTORY_LIMIT = 20;

export class DeployError extends Error {}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

export function versionDir(remote: RemoteName, version: string): string {
  return path.join(deploymentsDir(), remote, version);
}

/** Subresource integrity of a file, as the browser checks it. */
export function integrityOf(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

function deploymentOf(remote: RemoteName, version: string): RegistryDeployment {
  const exposeScripts = readManifestExposeScripts(versionDir(remote, version));
  return {
    version,
    entry: `/deployments/${remote}/${version}/${REMOTE_ENTRY}`,
    integrity: integrityOf(path.join(versionDir(remote, version), REMOTE_ENTRY)),
    deployedAt: new Date().toISOString(),
    ...(exposeScripts ? { exposeScripts } : {}),
  };
}

/**
 * A deployment as the history keeps it: without its scripts list, which only the active one
 * needs (the page preloads its route's remote) and activate() reads again from the version
 * folder. The registry is inlined into every page; twenty lists per remote would weigh on each.
 */
function withoutScripts({ exposeScripts: _, ...deployment }: RegistryDeployment): RegistryDeployment {
  return deployment;
}

export interface DeployResult {
  remote: RemoteName;
  version: string;
  changed: boolean;
  previous: string | null;
}

/**
 * Deploys the current build of one remote: refuses what the host cannot run (contract,
 * singletons, exposes the host loads; see compatibility.ts), copies the
 * build into its immutable version folder (never touching any other folder) and makes it
 * the active version in the registry. `hostDir` is where the host's build-info.json says
 * what the host accepts.
 */
export async function deploy(remote: RemoteName, sourceDir = distDir(remote), hostDir = distDir('host')): Promise<DeployResult> {
  const build = readBuildInfo(sourceDir);
  if (build?.kind !== 'remote' || build.name !== remote) {
    throw new DeployError(`${remote}: no build of this remote in ${sourceDir} (run: npm run mfe -- build ${remote})`);
  }
  if (build.mode !== 'production') throw new DeployError(`${remote}: refusing a ${build.mode} build; deploy production builds only`);
  const host = readBuildInfo(hostDir);
  if (!host) throw new DeployError('the host is not built, so what it accepts is unknown (run: npm run mfe -- build host)');
  const exposes = readManifestExposes(sourceDir);
  if (!exposes) throw new DeployError(`${remote}: the build in ${sourceDir} has no ${MANIFEST_FILE}, so what it exposes is unknown`);
  const problems = incompatibilities(build, host, exposes);
  if (problems.length > 0) {
    throw new DeployError(`${remote}@${build.version} refused, the host cannot run it:\n  - ${problems.join('\n  - ')}`);
  }
  const target = versionDir(remote, build.version);
  if (!existsSync(path.join(target, REMOTE_ENTRY))) copyIntoPlace(sourceDir, target);
  return activate(remote, build.version, 'deploy');
}

/**
 * Copies into a temporary sibling, then renames: an interrupted copy never leaves a
 * version folder with its remoteEntry.js but missing chunks, which later deploys would trust.
 */
function copyIntoPlace(sourceDir: string, target: string): void {
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  try {
    cpSync(sourceDir, temporary, { recursive: true });
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // A concurrent deploy of the same build renamed its identical copy first.
    if (!existsSync(path.join(target, REMOTE_ENTRY))) throw error;
  }
}

/** Rolls back to the previous version (or a named one from the history). */
export async function rollback(remote: RemoteName, to?: string): Promise<DeployResult> {
  const registry = readRegistry();
  const current = registry.remotes[remote];
  if (!current) throw new DeployError(`${remote}: nothing deployed yet`);
  const target = to ?? current.history.find((entry) => entry.version !== current.active.version)?.version;
  if (!target) throw new DeployError(`${remote}: no earlier version to roll back to`);
  if (!current.history.some((entry) => entry.version === target) && target !== current.active.version) {
    throw new DeployError(`${remote}: version ${target} is not in the history (see: npm run mfe -- status)`);
  }
  return activate(remote, target, 'rollback');
}

async function activate(remote: RemoteName, version: string, action: 'deploy' | 'rollback'): Promise<DeployResult> {
  if (!existsSync(path.join(versionDir(remote, version), REMOTE_ENTRY))) {
    throw new DeployError(`${remote}: version folder ${version} is missing from ${deploymentsDir()}`);
  }
  const next = deploymentOf(remote, version);
  return updateRegistry((registry) => {
    const current = registry.remotes[remote];
    if (current?.pinned)
      throw new DeployError(`${remote} is pinned to ${current.active.version}; ${action} refused (run: npm run mfe -- unpin ${remote})`);
    if (current?.active.version === version) return { remote, version, changed: false, previous: version };
    const history = current
      ? [current.active, ...current.history.filter((entry) => entry.version !== current.active.version && entry.version !== version)].map(
          withoutScripts,
        )
      : [];
    registry.remotes[remote] = { active: next, pinned: false, history: history.slice(0, HISTORY_LIMIT) };
    return { remote, version, changed: true, previous: current?.active.version ?? null };
  });
}

/** A pinned remote keeps its active version: deploys and rollbacks are refused until unpinned. */
export async function setPinned(remote: RemoteName, pinned: boolean): Promise<void> {
  await updateRegistry((registry) => {
    const current = registry.remotes[remote];
    if (!current) throw new DeployError(`${remote}: nothing deployed yet`);
    current.pinned = pinned;
  });
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RegistryDeployment, type RemoteName } from '@ciao/shared/federation';
import { readBuildInfo, type BuildInfo } from '../build/build-info';
import { distDir } from '../paths';
import { type BuildFiles, type CheckedBuild, REMOTE_ENTRY, checkRemoteBuild } from './build-check';
import { incompatibilities } from './compatibility';
import { DeployError } from './deploy-error';
import type { Delivery } from './delivery-config';
import type { RegistryState } from './registry-store';
import { type VersionFiles, filesUnder, hashFolder, integrityOfBytes, serializeVersionFiles } from './version-files';

export { DeployError };

const HISTORY_LIMIT = 20;

/** Who acts and why, for the audit log. */
export interface Actor {
  actor: string;
  reason: string | null;
}

export interface DeployResult {
  remote: RemoteName;
  version: string;
  changed: boolean;
  previous: string | null;
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** A build folder as BuildFiles. */
function folderFiles(dir: string, where: string): BuildFiles {
  return {
    where,
    has: (file) => existsSync(path.join(dir, file)),
    read: (file) => (existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file)) : null),
  };
}

/** A version as the store holds it, every file read back and checked against its list. */
interface StoredVersion {
  list: VersionFiles;
  listBytes: Buffer;
  files: BuildFiles;
}

async function readStoredVersion(delivery: Delivery, remote: RemoteName, version: string): Promise<StoredVersion> {
  const stored = await delivery.versions.readList(remote, version);
  if (!stored) {
    throw new DeployError(
      `${remote}@${version} is not in the store (${delivery.versions.description}); publish it first: npm run mfe -- publish ${remote}`,
    );
  }
  const bytes = new Map<string, Buffer>();
  for (const [file, integrity] of Object.entries(stored.list.files)) {
    const content = await delivery.versions.readFile(remote, version, file);
    if (!content) throw new DeployError(`${remote}@${version}: ${file} is missing from the store; publish the version again`);
    if (integrityOfBytes(content) !== integrity) {
      throw new DeployError(
        `${remote}@${version}: the stored ${file} differs from its recorded hash (changed after it was published); refused`,
      );
    }
    bytes.set(file, content);
  }
  return {
    list: stored.list,
    listBytes: stored.bytes,
    files: { where: `${remote}@${version} in the store`, has: (file) => bytes.has(file), read: (file) => bytes.get(file) ?? null },
  };
}

/**
 * Checks a local build and stores it as its version (never activating it): what a team's
 * pipeline does after building its remote. A version already stored must have the same bytes.
 */
export async function publish(
  delivery: Delivery,
  remote: RemoteName,
  who: Actor,
  sourceDir = distDir(remote),
): Promise<{ version: string; stored: boolean }> {
  if (!existsSync(sourceDir)) throw new DeployError(`${remote}: no build in ${sourceDir} (run: npm run mfe -- build ${remote})`);
  const checked = checkRemoteBuild(remote, folderFiles(sourceDir, `the build in ${sourceDir}`));
  const version = checked.info.version;
  const list = hashFolder(sourceDir, remote, version);
  const existing = await delivery.versions.readList(remote, version);
  if (existing) {
    if (serializeVersionFiles(existing.list) !== serializeVersionFiles(list)) {
      const differing = filesUnder(sourceDir).filter((file) => existing.list.files[file] !== list.files[file]);
      throw new DeployError(
        `${remote}@${version} is already stored with other bytes (${differing.slice(0, 3).join(', ') || 'other files'}); a version names its bytes: rebuild from a clean checkout`,
      );
    }
    return { version, stored: false };
  }
  await delivery.versions.put(remote, sourceDir, list);
  await delivery.registry.update(() => ({
    result: undefined,
    unchanged: true,
    audit: [{ actor: who.actor, action: 'publish', remote, from: null, to: version, reason: who.reason }],
  }));
  return { version, stored: true };
}

/** The host the registry records as served, else (before any host release) the local host build. */
function servedHost(state: RegistryState, hostDir: string): BuildInfo {
  const host = state.host?.build ?? readBuildInfo(hostDir);
  if (!host) throw new DeployError('no host release is recorded and the host is not built here (run: npm run mfe -- deploy host)');
  return host;
}

function checkAgainstHost(remote: RemoteName, checked: CheckedBuild, host: BuildInfo): void {
  const problems = incompatibilities(checked.info, host, checked.exposes);
  if (problems.length > 0) {
    throw new DeployError(`${remote}@${checked.info.version} refused, the host ${host.version} cannot run it: ${problems.join('; ')}`);
  }
}

function withoutScripts({ exposeScripts: _, ...deployment }: RegistryDeployment): RegistryDeployment {
  return deployment;
}

/**
 * Makes a checked, stored version active, in one registry step: refused when the remote is
 * pinned or when the host served now cannot run it; the previous active version goes to the
 * front of the history; one audit line.
 */
async function activate(
  delivery: Delivery,
  remote: RemoteName,
  checked: CheckedStored,
  listBytes: Buffer,
  who: Actor,
  action: 'deploy' | 'rollback',
  hostDir: string,
): Promise<DeployResult> {
  const version = checked.info.version;
  const now = new Date().toISOString();
  return delivery.registry.update<DeployResult>((state) => {
    checkAgainstHost(remote, checked, servedHost(state, hostDir));
    const current = state.remotes[remote];
    if (current?.pinned) {
      throw new DeployError(`${remote} is pinned to ${current.active.version}; ${action} refused (run: npm run mfe -- unpin ${remote})`);
    }
    if (current?.active.version === version)
      return { result: { remote, version, changed: false, previous: version }, audit: [], unchanged: true };
    const earlier = current?.history.find((entry) => entry.version === version);
    const next: RegistryDeployment = {
      version,
      entry: `/deployments/${remote}/${version}/${REMOTE_ENTRY}`,
      integrity: integrityOfBytes(checked.files.read(REMOTE_ENTRY)!),
      deployedAt: earlier?.deployedAt ?? now,
      activatedAt: now,
      activatedBy: who.actor,
      filesIntegrity: integrityOfBytes(listBytes),
      exposeScripts: checked.exposeScripts,
    };
    const history = current
      ? [current.active, ...current.history.filter((entry) => entry.version !== current.active.version && entry.version !== version)].map(
          withoutScripts,
        )
      : [];
    state.remotes[remote] = { active: next, pinned: false, history: history.slice(0, HISTORY_LIMIT) };
    const previous = current?.active.version ?? null;
    return {
      result: { remote, version, changed: true, previous },
      audit: [{ actor: who.actor, action, remote, from: previous, to: version, reason: who.reason }],
    };
  });
}

type CheckedStored = CheckedBuild & { files: BuildFiles };

function checkStored(remote: RemoteName, stored: StoredVersion): CheckedStored {
  return { ...checkRemoteBuild(remote, stored.files), files: stored.files };
}

/**
 * Deploys one remote: the local build (published first when the store lacks it) or, with
 * `version`, a version already published. Everything is checked before the registry changes.
 */
export async function deploy(
  delivery: Delivery,
  remote: RemoteName,
  who: Actor,
  options: { version?: string; sourceDir?: string; hostDir?: string } = {},
): Promise<DeployResult> {
  const version = options.version ?? (await publish(delivery, remote, who, options.sourceDir)).version;
  const stored = await readStoredVersion(delivery, remote, version);
  return activate(delivery, remote, checkStored(remote, stored), stored.listBytes, who, 'deploy', options.hostDir ?? distDir('host'));
}

/**
 * Rolls back to the previous version (or `to`, any version in the store) with the checks of a
 * deploy: the stored files against the hashes recorded when it was deployed, and the host
 * served now against what the version needs.
 */
export async function rollback(
  delivery: Delivery,
  remote: RemoteName,
  who: Actor,
  to?: string,
  hostDir = distDir('host'),
): Promise<DeployResult> {
  const current = (await delivery.registry.read()).remotes[remote];
  if (!current) throw new DeployError(`${remote}: nothing deployed yet`);
  const target = to ?? current.history.find((entry) => entry.version !== current.active.version)?.version;
  if (!target) throw new DeployError(`${remote}: no earlier version to roll back to (see: npm run mfe -- status)`);
  const recorded = [current.active, ...current.history].find((entry) => entry.version === target);
  const stored = await readStoredVersion(delivery, remote, target);
  const checked = checkStored(remote, stored);
  if (recorded) {
    if (recorded.filesIntegrity && integrityOfBytes(stored.listBytes) !== recorded.filesIntegrity) {
      throw new DeployError(
        `${remote}@${target}: its stored file list differs from the one recorded at its deploy (changed in the store); refused`,
      );
    }
    if (integrityOfBytes(stored.files.read(REMOTE_ENTRY)!) !== recorded.integrity) {
      throw new DeployError(`${remote}@${target}: the stored ${REMOTE_ENTRY} differs from the integrity recorded at its deploy; refused`);
    }
  }
  return activate(delivery, remote, checked, stored.listBytes, who, 'rollback', hostDir);
}

/** A pinned remote keeps its active version: deploys and rollbacks are refused until unpinned. */
export async function setPinned(delivery: Delivery, remote: RemoteName, pinned: boolean, who: Actor): Promise<void> {
  await delivery.registry.update((state) => {
    const current = state.remotes[remote];
    if (!current) throw new DeployError(`${remote}: nothing deployed yet`);
    if (current.pinned === pinned) return { result: undefined, audit: [], unchanged: true };
    current.pinned = pinned;
    const action = pinned ? 'pin' : 'unpin';
    return {
      result: undefined,
      audit: [{ actor: who.actor, action, remote, from: current.active.version, to: current.active.version, reason: who.reason }],
    };
  });
}

/**
 * Records the host build now served (a host release): what later deploys are checked against.
 * Refused when it cannot run a remote that is active (unless `allowIncompatible`, for
 * `npm start`, which deploys every remote's new build right after). Remotes' active versions,
 * pins and histories are never touched.
 */
export interface HostReleaseResult {
  version: string;
  changed: boolean;
  previous: string | null;
}

export async function releaseHost(
  delivery: Delivery,
  who: Actor,
  hostDir = distDir('host'),
  allowIncompatible = false,
): Promise<HostReleaseResult> {
  const build = readBuildInfo(hostDir);
  if (build?.kind !== 'host') throw new DeployError(`no host build in ${hostDir} (run: npm run mfe -- build host)`);
  if (build.mode !== 'production') throw new DeployError(`refusing a ${build.mode} build of the host; release production builds only`);
  const state = await delivery.registry.read();
  if (!allowIncompatible) {
    const problems: string[] = [];
    for (const remote of REMOTE_NAMES) {
      const active = state.remotes[remote]?.active;
      if (!active) continue;
      const checked = checkStored(remote, await readStoredVersion(delivery, remote, active.version));
      problems.push(...incompatibilities(checked.info, build, checked.exposes).map((problem) => `${remote}@${active.version}: ${problem}`));
    }
    if (problems.length > 0)
      throw new DeployError(`host ${build.version} refused, it cannot run the active remotes: ${problems.join('; ')}`);
  }
  return delivery.registry.update<HostReleaseResult>((latest) => {
    const previous = latest.host?.version ?? null;
    if (previous === build.version) return { result: { version: build.version, changed: false, previous }, audit: [], unchanged: true };
    latest.host = { version: build.version, releasedAt: new Date().toISOString(), releasedBy: who.actor, build };
    return {
      result: { version: build.version, changed: true, previous },
      audit: [{ actor: who.actor, action: 'host-release', remote: 'host', from: previous, to: build.version, reason: who.reason }],
    };
  });
}

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

function withoutScripts({ exposeScripts: _, scriptIntegrity: __, ...deployment }: RegistryDeployment): RegistryDeployment {
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
  action: 'deploy' | 'rollback' | 'promote',
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
    const canary = state.canaries[remote];
    if (action === 'promote') {
      if (canary?.version !== version) throw new DeployError(`${remote}: no canary of ${version} to promote (see: npm run mfe -- status)`);
      delete state.canaries[remote];
    } else if (canary) {
      throw new DeployError(
        `${remote} has a canary of ${canary.version} on ${canary.percent}% of browsers; ${action} refused (run: npm run mfe -- promote ${remote}, or abort ${remote})`,
      );
    }
    if (current?.active.version === version)
      return { result: { remote, version, changed: false, previous: version }, audit: [], unchanged: true };
    const earlier = current?.history.find((entry) => entry.version === version);
    const next: RegistryDeployment = {
      ...deploymentOf(remote, checked, listBytes, earlier?.deployedAt ?? now),
      activatedAt: now,
      activatedBy: who.actor,
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

/** The registry's record of a checked, stored version: where its entry is and the hashes browsers and web nodes check. */
function deploymentOf(remote: RemoteName, checked: CheckedStored, listBytes: Buffer, deployedAt: string): RegistryDeployment {
  return {
    version: checked.info.version,
    entry: `/deployments/${remote}/${checked.info.version}/${REMOTE_ENTRY}`,
    integrity: integrityOfBytes(checked.files.read(REMOTE_ENTRY)!),
    deployedAt,
    filesIntegrity: integrityOfBytes(listBytes),
    exposeScripts: checked.exposeScripts,
    scriptIntegrity: scriptIntegrityOf(checked),
  };
}

/** The hash of every file in the build's exposeScripts, for the page's preloads of them. */
function scriptIntegrityOf(checked: CheckedStored): Record<string, string> {
  const files = [...new Set(Object.values(checked.exposeScripts).flat())].sort();
  return Object.fromEntries(files.map((file) => [file, integrityOfBytes(checked.files.read(file)!)]));
}

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
      // A canary's version is served too, to its share of browsers.
      const served = [state.remotes[remote]?.active.version, state.canaries[remote]?.version].filter((v): v is string => Boolean(v));
      for (const version of served) {
        const checked = checkStored(remote, await readStoredVersion(delivery, remote, version));
        problems.push(...incompatibilities(checked.info, build, checked.exposes).map((problem) => `${remote}@${version}: ${problem}`));
      }
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

/** What `mfe canary` did. */
export interface CanaryResult {
  remote: RemoteName;
  version: string;
  percent: number;
  /** The active version the rest of the browsers keep. */
  stable: string;
  /** False when the same canary was already running at this share. */
  changed: boolean;
}

/**
 * Starts a canary of a published version (or the local build, published first) on `percent` of
 * browsers, with every check of a deploy (stored files, the host served now); running it again
 * with another share changes the share. Refused when the remote is pinned, has nothing active,
 * or runs a canary of another version (promote or abort that one first).
 */
export async function startCanary(
  delivery: Delivery,
  remote: RemoteName,
  percent: number,
  who: Actor,
  options: { version?: string; sourceDir?: string; hostDir?: string } = {},
): Promise<CanaryResult> {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new DeployError(`--percent must be a whole number from 1 to 99, got ${percent}`);
  }
  const version = options.version ?? (await publish(delivery, remote, who, options.sourceDir)).version;
  const stored = await readStoredVersion(delivery, remote, version);
  const checked = checkStored(remote, stored);
  const hostDir = options.hostDir ?? distDir('host');
  return delivery.registry.update<CanaryResult>((state) => {
    checkAgainstHost(remote, checked, servedHost(state, hostDir));
    const current = state.remotes[remote];
    if (!current)
      throw new DeployError(
        `${remote}: nothing deployed yet; a canary needs a stable version beside it (run: npm run mfe -- deploy ${remote})`,
      );
    if (current.pinned) {
      throw new DeployError(`${remote} is pinned to ${current.active.version}; canary refused (run: npm run mfe -- unpin ${remote})`);
    }
    if (current.active.version === version) throw new DeployError(`${remote}@${version} is already the active version; nothing to canary`);
    const running = state.canaries[remote];
    if (running && running.version !== version) {
      throw new DeployError(
        `${remote} already has a canary of ${running.version}; promote or abort it first (run: npm run mfe -- abort ${remote})`,
      );
    }
    const result = { remote, version, percent, stable: current.active.version, changed: running?.percent !== percent };
    if (!result.changed) return { result, audit: [], unchanged: true };
    const now = new Date().toISOString();
    state.canaries[remote] = {
      ...deploymentOf(remote, checked, stored.listBytes, running?.deployedAt ?? now),
      percent,
      startedAt: running?.startedAt ?? now,
      startedBy: running?.startedBy ?? who.actor,
    };
    const share = running ? `${running.percent}% -> ${percent}% of browsers` : `${percent}% of browsers`;
    return {
      result,
      audit: [
        { actor: who.actor, action: 'canary', remote, from: current.active.version, to: version, reason: withShare(share, who.reason) },
      ],
    };
  });
}

const withShare = (share: string, reason: string | null) => (reason ? `${share}: ${reason}` : share);

/** Makes the running canary the active version for every browser, with the checks of a deploy. */
export async function promoteCanary(delivery: Delivery, remote: RemoteName, who: Actor, hostDir = distDir('host')): Promise<DeployResult> {
  const canary = (await delivery.registry.read()).canaries[remote];
  if (!canary) throw new DeployError(`${remote}: no canary is running (see: npm run mfe -- status)`);
  const stored = await readStoredVersion(delivery, remote, canary.version);
  if (canary.filesIntegrity && integrityOfBytes(stored.listBytes) !== canary.filesIntegrity) {
    throw new DeployError(`${remote}@${canary.version}: its stored file list differs from the one recorded at its canary; refused`);
  }
  return activate(delivery, remote, checkStored(remote, stored), stored.listBytes, who, 'promote', hostDir);
}

export interface AbortResult {
  /** The canary's version, or null when there was none to abort (only with `onlyVersion`). */
  aborted: string | null;
  stable: string | null;
}

/**
 * Ends the running canary: every browser gets the active version from its next page view.
 * `onlyVersion` (the canary guard) aborts only that version's canary, so a verdict on an old
 * canary never ends a newer one; with nothing to abort, nothing is written.
 */
export async function abortCanary(delivery: Delivery, remote: RemoteName, who: Actor, onlyVersion?: string): Promise<AbortResult> {
  return delivery.registry.update<AbortResult>((state) => {
    const canary = state.canaries[remote];
    const stable = state.remotes[remote]?.active.version ?? null;
    if (!canary || (onlyVersion !== undefined && canary.version !== onlyVersion)) {
      if (onlyVersion === undefined) throw new DeployError(`${remote}: no canary is running (see: npm run mfe -- status)`);
      return { result: { aborted: null, stable }, audit: [], unchanged: true };
    }
    delete state.canaries[remote];
    return {
      result: { aborted: canary.version, stable },
      audit: [{ actor: who.actor, action: 'abort', remote, from: canary.version, to: stable, reason: who.reason }],
    };
  });
}

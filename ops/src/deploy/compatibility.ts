import semver from 'semver';
import type { BuildInfo } from '../build/build-info';

/**
 * Can the host run this remote build? Its exposed contract version must be one the host
 * accepts, every singleton it was built with must satisfy the host's range (one that does
 * not would make the page run one copy against code built for another), and it must expose
 * every module the host loads from it (REMOTE_EXPOSES as the host was built), or a screen or
 * dialog of the host would meet a missing module in the browser.
 * `exposes` are the remote build's own, from its mf-manifest.json.
 * Returns the reasons to refuse (empty when compatible).
 */
export function incompatibilities(remote: BuildInfo, host: BuildInfo, exposes: readonly string[]): string[] {
  const accepts = host.accepts;
  if (!accepts) return ['the host build declares nothing it accepts (rebuild the host)'];
  const problems: string[] = [];
  if (!accepts.contractVersions.includes(remote.contractVersion)) {
    problems.push(
      `contract version ${remote.contractVersion} is not accepted by the host (accepts ${accepts.contractVersions.join(', ')})`,
    );
  }
  problems.push(...missingExposes(remote.name, host, exposes));
  for (const [request, range] of Object.entries(accepts.shared)) {
    const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
    const version = remote.shared[packageName];
    if (version === undefined) continue;
    if (!semver.satisfies(version, range)) {
      problems.push(`shared ${packageName}@${version} does not satisfy the host's ${range}`);
    }
  }
  return [...new Set(problems)];
}

function missingExposes(remote: string, host: BuildInfo, exposes: readonly string[]): string[] {
  const needed = host.accepts?.exposes;
  // Fail closed: a host build from before exposes were recorded cannot say what it loads.
  if (!needed) return ['the host build does not say which exposes it loads (rebuild the host)'];
  const missing = (needed[remote] ?? []).filter((expose) => !exposes.includes(expose));
  if (missing.length === 0) return [];
  return [
    `missing ${missing.length === 1 ? 'expose' : 'exposes'} the host loads: ${missing.join(', ')} (it exposes ${exposes.join(', ') || 'nothing'})`,
  ];
}

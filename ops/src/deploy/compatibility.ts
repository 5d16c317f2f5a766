import semver from 'semver';
import type { BuildInfo } from '../build/build-info';

/**
 * Can the host run this remote build? Its exposed contract version must be one the host
 * accepts, and every singleton it was built with must satisfy the host's range: a
 * singleton that does not would make the page run one copy against code built for another.
 * Returns the reasons to refuse (empty when compatible).
 */
export function incompatibilities(remote: BuildInfo, host: BuildInfo): string[] {
  const accepts = host.accepts;
  if (!accepts) return ['the host build declares nothing it accepts (rebuild the host)'];
  const problems: string[] = [];
  if (!accepts.contractVersions.includes(remote.contractVersion)) {
    problems.push(`contract version ${remote.contractVersion} is not accepted by the host (accepts ${accepts.contractVersions.join(', ')})`);
  }
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

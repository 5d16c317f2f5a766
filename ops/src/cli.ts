import { REMOTE_NAMES } from '@ciao/shared/federation';
import { buildPackage } from './build/build-package';
import { DeployError, deploy, isRemoteName, rollback, setPinned } from './deploy/deployments';
import { readRegistry } from './deploy/registry-store';
import { PACKAGE_DIRS, type BuildTarget } from './paths';

const USAGE = `Usage: npm run mfe -- <command>
  build <remote|host|all>            build one package (production) into its dist/
  deploy <remote>                    deploy the current build of a remote and make it active
  rollback <remote> [--to <version>] make the previous (or the named) version active again
  pin <remote> | unpin <remote>      freeze a remote's active version (deploy/rollback refused)
  status [--json]                    active version, pin and history of every remote
remotes: ${REMOTE_NAMES.join(', ')}`;

function remoteArgument(value: string | undefined) {
  if (!value || !isRemoteName(value)) throw new DeployError(`unknown remote "${value ?? ''}"\n${USAGE}`);
  return value;
}

async function build(what: string | undefined): Promise<void> {
  const targets: BuildTarget[] =
    what === 'all' ? (Object.keys(PACKAGE_DIRS) as BuildTarget[]) : what && what in PACKAGE_DIRS ? [what as BuildTarget] : [];
  if (targets.length === 0) throw new DeployError(`build what? ${USAGE}`);
  for (const target of targets) {
    const started = Date.now();
    const info = await buildPackage(target, 'production');
    console.log(`built ${target} ${info.version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function status(json: boolean): void {
  const registry = readRegistry();
  if (json) {
    console.log(JSON.stringify(registry, null, 2));
    return;
  }
  console.log(`registry updated ${registry.updatedAt}`);
  for (const name of REMOTE_NAMES) {
    const remote = registry.remotes[name];
    if (!remote) {
      console.log(`${name.padEnd(9)} (not deployed)`);
      continue;
    }
    const pin = remote.pinned ? ' [pinned]' : '';
    console.log(`${name.padEnd(9)} ${remote.active.version}${pin}  deployed ${remote.active.deployedAt}`);
    for (const old of remote.history) console.log(`${''.padEnd(9)}   earlier: ${old.version}  (${old.deployedAt})`);
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, target, ...rest] = argv;
  switch (command) {
    case 'build':
      return build(target);
    case 'deploy': {
      const result = await deploy(remoteArgument(target));
      console.log(
        result.changed
          ? `deployed ${result.remote} ${result.version} (was ${result.previous ?? 'none'})`
          : `${result.remote} ${result.version} is already active`,
      );
      return;
    }
    case 'rollback': {
      const toIndex = rest.indexOf('--to');
      const result = await rollback(remoteArgument(target), toIndex >= 0 ? rest[toIndex + 1] : undefined);
      console.log(`rolled back ${result.remote} to ${result.version} (was ${result.previous ?? 'none'})`);
      return;
    }
    case 'pin':
    case 'unpin':
      await setPinned(remoteArgument(target), command === 'pin');
      console.log(`${target} ${command === 'pin' ? 'pinned' : 'unpinned'}`);
      return;
    case 'status':
      return status(target === '--json');
    default:
      console.log(USAGE);
      if (command) process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof DeployError ? `mfe: ${error.message}` : error);
  process.exitCode = 1;
});

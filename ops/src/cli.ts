import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@ciao/shared/federation';
import { buildPackage } from './build/build-package';
import { type Delivery, defaultActor, deliveryFromEnv } from './deploy/delivery-config';
import {
  type Actor,
  DeployError,
  abortCanary,
  deploy,
  isRemoteName,
  promoteCanary,
  publish,
  releaseHost,
  rollback,
  setPinned,
  startCanary,
} from './deploy/deployments';
import { PACKAGE_DIRS, type BuildTarget } from './paths';
import { fetchHealth, formatHealth } from './server/ops/health-cli';
import { ensureConsoleBuilt } from './server/ops/console-build';
import { hashPassword } from '@ciao/api';

const USAGE = `Usage: npm run mfe -- <command> [--actor <name>] [--reason <text>]
  build <remote|host|all|console>      build one package (production) into its dist/ (console: the ops console)
  publish <remote> [--dir <build>]     build that remote alone (or take the build in <build>) and store its version, not active yet
  deploy <remote> [--version <v>|--dir <build>]
                                       make the local build (stored first) or a stored version active
  deploy host                          record the host build now served (a host release); remotes keep their state
  rollback <remote> [--to <version>]   make the previous (or the named) version active again, checked like a deploy
  pin <remote> | unpin <remote>        freeze a remote's active version (deploy/rollback refused)
  canary <remote> [<version>|--dir <build>] --percent <1-99>
                                       serve a version (checked like a deploy) to that share of browsers,
                                       kept per browser by a cookie; run again to change the share
  promote <remote>                     make the running canary the active version for everyone
  abort <remote>                       end the running canary: every browser gets the active version
  status [--json]                      active version, pin and history of every remote, and the host
  log [<remote>] [--limit <n>]         the audit log, newest first
  status --health [--hours N] [--remote R] [--url U] [--json]
                                       field health per remote@version (views, error rate, load failures,
                                       p75 LCP/INP/CLS) from the site's ops API, with the ops account
  hash-ops-password                    the OPS_PASSWORD_HASH of OPS_PASSWORD, for production
remotes: ${REMOTE_NAMES.join(', ')}
stores: DEPLOY_STORE=folder|s3 (DEPLOY_S3_*), DEPLOY_REGISTRY_URL=postgres://... (ops/README.md "Delivery")`;

const VALUE_FLAGS = ['--actor', '--reason', '--to', '--version', '--limit', '--dir', '--hours', '--remote', '--url', '--percent'] as const;
const BOOLEAN_FLAGS = ['--json', '--health'] as const;

interface Arguments {
  positional: string[];
  flags: Map<string, string>;
}

function parseArguments(argv: string[]): Arguments {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index]!;
    if ((VALUE_FLAGS as readonly string[]).includes(word)) {
      const value = argv[index + 1];
      if (value === undefined || value.startsWith('--')) throw new DeployError(`${word} needs a value`);
      flags.set(word, value);
      index += 1;
    } else if ((BOOLEAN_FLAGS as readonly string[]).includes(word)) flags.set(word, 'true');
    else if (word.startsWith('--')) throw new DeployError(`unknown option ${word}\n${USAGE}`);
    else positional.push(word);
  }
  return { positional, flags };
}

function remoteArgument(value: string | undefined): RemoteName {
  if (!value || !isRemoteName(value)) throw new DeployError(`unknown remote "${value ?? ''}" (remotes: ${REMOTE_NAMES.join(', ')})`);
  return value;
}

async function build(what: string | undefined): Promise<void> {
  // The ops console is no deployed package: it is built into ops-console/dist for the web servers.
  if (what === 'console') return ensureConsoleBuilt((line) => console.log(line));
  const targets: BuildTarget[] =
    what === 'all' ? (Object.keys(PACKAGE_DIRS) as BuildTarget[]) : what && what in PACKAGE_DIRS ? [what as BuildTarget] : [];
  if (targets.length === 0) throw new DeployError(`build what? ${USAGE}`);
  for (const target of targets) {
    const started = Date.now();
    const info = await buildPackage(target, 'production');
    console.log(`built ${target} ${info.version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function percentFlag(value: string | undefined): number {
  if (value === undefined) throw new DeployError('canary needs --percent <1-99>: the share of browsers to serve it to');
  if (!/^\d+$/.test(value)) throw new DeployError(`--percent must be a whole number from 1 to 99, got ${value}`);
  return Number(value);
}

async function status(delivery: Delivery, json: boolean): Promise<void> {
  const registry = await delivery.registry.read();
  if (json) {
    console.log(JSON.stringify(registry, null, 2));
    return;
  }
  console.log(`registry ${delivery.registry.description}, updated ${registry.updatedAt}; versions in ${delivery.versions.description}`);
  console.log(
    `${'host'.padEnd(9)} ${registry.host ? `${registry.host.version}  released ${registry.host.releasedAt} by ${registry.host.releasedBy}` : '(no host release recorded)'}`,
  );
  for (const name of REMOTE_NAMES) {
    const remote = registry.remotes[name];
    if (!remote) {
      console.log(`${name.padEnd(9)} (not deployed)`);
      continue;
    }
    const pin = remote.pinned ? ' [pinned]' : '';
    const by = remote.active.activatedBy ? ` by ${remote.active.activatedBy}` : '';
    console.log(
      `${name.padEnd(9)} ${remote.active.version}${pin}  active since ${remote.active.activatedAt ?? remote.active.deployedAt}${by}`,
    );
    const canary = registry.canaries[name];
    if (canary) {
      console.log(
        `${''.padEnd(9)}   canary:  ${canary.version} on ${canary.percent}% of browsers since ${canary.startedAt} by ${canary.startedBy}`,
      );
    }
    for (const old of remote.history) console.log(`${''.padEnd(9)}   earlier: ${old.version}  (first deployed ${old.deployedAt})`);
  }
}

async function log(delivery: Delivery, remote: string | undefined, limit: number): Promise<void> {
  if (remote !== undefined && remote !== 'host') remoteArgument(remote);
  for (const entry of await delivery.registry.auditLog(remote, limit)) {
    const change = entry.from === entry.to ? (entry.to ?? '') : `${entry.from ?? '-'} -> ${entry.to ?? '-'}`;
    console.log(
      `${entry.at}  ${entry.actor.padEnd(12)} ${entry.action.padEnd(12)} ${entry.remote.padEnd(9)} ${change}${entry.reason ? `  "${entry.reason}"` : ''}`,
    );
  }
}

async function run(delivery: Delivery, { positional, flags }: Arguments): Promise<void> {
  const [command, target] = positional;
  const who: Actor = { actor: flags.get('--actor') ?? defaultActor(), reason: flags.get('--reason') ?? null };
  switch (command) {
    case 'build':
      return build(target);
    case 'publish': {
      const remote = remoteArgument(target);
      const dir = flags.get('--dir');
      // A pipeline that built elsewhere names its folder; otherwise this remote alone is built here.
      if (!dir) await build(remote);
      const result = await publish(delivery, remote, who, dir ? path.resolve(dir) : undefined);
      console.log(result.stored ? `published ${remote} ${result.version}` : `${remote} ${result.version} was already published`);
      return;
    }
    case 'deploy': {
      if (target === 'host') {
        const result = await releaseHost(delivery, who);
        console.log(
          result.changed
            ? `released host ${result.version} (was ${result.previous ?? 'none'})`
            : `host ${result.version} is already released`,
        );
        return;
      }
      const version = flags.get('--version');
      const dir = flags.get('--dir');
      const result = await deploy(
        delivery,
        remoteArgument(target),
        who,
        version ? { version } : dir ? { sourceDir: path.resolve(dir) } : {},
      );
      console.log(
        result.changed
          ? `deployed ${result.remote} ${result.version} (was ${result.previous ?? 'none'})`
          : `${result.remote} ${result.version} is already active`,
      );
      return;
    }
    case 'rollback': {
      const result = await rollback(delivery, remoteArgument(target), who, flags.get('--to'));
      console.log(`rolled back ${result.remote} to ${result.version} (was ${result.previous ?? 'none'})`);
      return;
    }
    case 'canary': {
      const version = positional[2] ?? flags.get('--version');
      const dir = flags.get('--dir');
      const result = await startCanary(
        delivery,
        remoteArgument(target),
        percentFlag(flags.get('--percent')),
        who,
        version ? { version } : dir ? { sourceDir: path.resolve(dir) } : {},
      );
      console.log(
        result.changed
          ? `canary ${result.remote} ${result.version} on ${result.percent}% of browsers (stable: ${result.stable})`
          : `canary ${result.remote} ${result.version} already on ${result.percent}% of browsers`,
      );
      return;
    }
    case 'promote': {
      const result = await promoteCanary(delivery, remoteArgument(target), who);
      console.log(`promoted ${result.remote} ${result.version} (was ${result.previous ?? 'none'})`);
      return;
    }
    case 'abort': {
      const result = await abortCanary(delivery, remoteArgument(target), who);
      console.log(`aborted the canary of ${target} ${result.aborted}; every browser gets ${result.stable}`);
      return;
    }
    case 'pin':
    case 'unpin':
      await setPinned(delivery, remoteArgument(target), command === 'pin', who);
      console.log(`${target} ${command === 'pin' ? 'pinned' : 'unpinned'}`);
      return;
    case 'status':
      if (flags.has('--health')) {
        const report = await fetchHealth([...flags].flat());
        console.log(flags.has('--json') ? JSON.stringify(report, null, 2) : formatHealth(report));
        return;
      }
      return status(delivery, flags.has('--json'));
    case 'log':
      return log(delivery, target, Number(flags.get('--limit') ?? 50));
    case 'hash-ops-password':
      if (!process.env.OPS_PASSWORD) throw new DeployError('set OPS_PASSWORD to the password to hash');
      console.log(await hashPassword(process.env.OPS_PASSWORD));
      return;
    default:
      console.log(USAGE);
      if (command) process.exitCode = 2;
  }
}

async function main(argv: string[]): Promise<void> {
  let delivery: Delivery | null = null;
  try {
    const args = parseArguments(argv);
    delivery = deliveryFromEnv();
    await run(delivery, args);
  } catch (error) {
    // A refusal is one line the operator can act on; anything else is a bug or an outage, said in one line too.
    const message = error instanceof DeployError ? error.message : `unexpected error: ${(error as Error).message ?? String(error)}`;
    console.error(`mfe: ${message.split('\n')[0]}`);
    if (error instanceof DeployError && message.includes('\n')) console.error(message.split('\n').slice(1).join('\n'));
    else if (!(error instanceof DeployError) && process.env.MFE_DEBUG) console.error(error);
    process.exitCode = 1;
  } finally {
    await delivery?.registry.close();
  }
}

void main(process.argv.slice(2));

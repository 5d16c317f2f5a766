import { userInfo } from 'node:os';
import path from 'node:path';
import { deploymentsDir, REPO_ROOT } from '../paths';
import { DeployError } from './deploy-error';
import { PostgresRegistryStore } from './postgres-registry-store';
import { FileRegistryStore, type RegistryStore } from './registry-store';
import { S3VersionStore } from './s3-version-store';
import { FolderVersionStore, type VersionStore } from './version-store';

/** Where versions and the registry live: the two stores every deploy, rollback and web node use. */
export interface Delivery {
  versions: VersionStore;
  registry: RegistryStore;
}

/**
 * The stores the environment names (ops/README.md "Delivery"):
 * - versions: DEPLOY_STORE=folder (the default: DEPLOYMENTS_DIR, `npm start`'s) or DEPLOY_STORE=s3
 *   (DEPLOY_S3_BUCKET, and DEPLOY_S3_ENDPOINT for a server other than AWS, DEPLOY_S3_REGION,
 *   DEPLOY_S3_PREFIX, DEPLOY_S3_ACCESS_KEY_ID / DEPLOY_S3_SECRET_ACCESS_KEY or AWS's own settings);
 * - registry: DEPLOY_REGISTRY_URL (PostgreSQL) or, unset, registry.json in DEPLOYMENTS_DIR.
 */
export function deliveryFromEnv(env: NodeJS.ProcessEnv = process.env): Delivery {
  return { versions: versionStoreFromEnv(env), registry: registryStoreFromEnv(env) };
}

export function versionStoreFromEnv(env: NodeJS.ProcessEnv = process.env): VersionStore {
  const kind = env.DEPLOY_STORE ?? 'folder';
  if (kind === 'folder') return new FolderVersionStore(deploymentsDir());
  if (kind !== 's3') throw new DeployError(`DEPLOY_STORE=${kind} is not a store: use folder (the default) or s3`);
  const bucket = env.DEPLOY_S3_BUCKET;
  if (!bucket) throw new DeployError('DEPLOY_STORE=s3 needs DEPLOY_S3_BUCKET (and DEPLOY_S3_ENDPOINT for a server other than AWS)');
  const prefix = env.DEPLOY_S3_PREFIX ?? '';
  const accessKeyId = env.DEPLOY_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.DEPLOY_S3_SECRET_ACCESS_KEY;
  return new S3VersionStore({
    bucket,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    region: env.DEPLOY_S3_REGION ?? 'us-east-1',
    ...(env.DEPLOY_S3_ENDPOINT ? { endpoint: env.DEPLOY_S3_ENDPOINT } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  });
}

export function registryStoreFromEnv(env: NodeJS.ProcessEnv = process.env): RegistryStore {
  const url = env.DEPLOY_REGISTRY_URL;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new DeployError('DEPLOY_REGISTRY_URL must be a postgres:// address');
    return new PostgresRegistryStore(url);
  }
  return new FileRegistryStore(path.join(deploymentsDir(), 'registry.json'));
}

/** Where a web node keeps its copies of versions from object storage (DEPLOY_CACHE_DIR). */
export function versionCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.DEPLOY_CACHE_DIR ?? path.join(REPO_ROOT, '.data', 'deploy-cache'));
}

/** Who is acting, for the audit log: --actor, else MFE_ACTOR (a pipeline's name), else the OS user. */
export function defaultActor(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MFE_ACTOR) return env.MFE_ACTOR;
  try {
    return userInfo().username;
  } catch {
    return env.USER ?? 'unknown';
  }
}

import vm from 'node:vm';
import { z } from 'zod';
import { buildInfoSchema, type BuildInfo } from '../build/build-info';
import { MANIFEST_FILE } from '../build/manifest-exposes';
import { BUILD_INFO_FILE } from '../build/build-files';
import { DeployError } from './deploy-error';

export const REMOTE_ENTRY = 'remoteEntry.js';

const assetListSchema = z.object({ sync: z.array(z.string()), async: z.array(z.string()) }).partial();
const assetsSchema = z.object({ js: assetListSchema.optional(), css: assetListSchema.optional() }).optional();
const manifestSchema = z.object({
  exposes: z.array(z.object({ path: z.string(), assets: assetsSchema })),
  shared: z.array(z.object({ assets: assetsSchema })).default([]),
});
type Manifest = z.infer<typeof manifestSchema>;

/** What a checked remote build says about itself: enough to check it against a host and register it. */
export interface CheckedBuild {
  info: BuildInfo;
  /** Expose names ('./TopPage', ...) from mf-manifest.json. */
  exposes: string[];
  /** The scripts each expose runs before it renders (the registry's exposeScripts). */
  exposeScripts: Record<string, string[]>;
}

/** A build's files, wherever they are (a build folder, or a version read back from the store). */
export interface BuildFiles {
  /** Where, for messages. */
  where: string;
  has(file: string): boolean;
  read(file: string): Buffer | null;
}

function parseJson<T>(files: BuildFiles, file: string, schema: z.ZodType<T>, fix: string): T {
  const bytes = files.read(file);
  if (!bytes) throw new DeployError(`${files.where} has no ${file}; ${fix}`);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new DeployError(`${files.where}: ${file} is not valid JSON (${(error as Error).message}); ${fix}`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DeployError(
      `${files.where}: ${file} is not what a build writes (${issue?.path.join('.') || 'root'}: ${issue?.message}); ${fix}`,
    );
  }
  return parsed.data;
}

/** Every file the manifest names: each expose's and each shared module's scripts and stylesheets. */
function filesNamedBy(manifest: Manifest): string[] {
  const named = new Set<string>();
  for (const { assets } of [...manifest.exposes, ...manifest.shared]) {
    for (const kind of [assets?.js, assets?.css]) for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) named.add(file);
  }
  return [...named];
}

/** A truncated or damaged script fails to compile; nothing of it runs here. */
function checkScriptParses(files: BuildFiles, file: string, fix: string): void {
  const source = files.read(file)?.toString('utf8') ?? '';
  try {
    new vm.Script(source, { filename: file });
  } catch (error) {
    throw new DeployError(`${files.where}: ${file} is not a complete script (${(error as Error).message}); ${fix}`);
  }
}

/**
 * Checks a production build of `remote` before anything is stored or activated: its
 * build-info.json and mf-manifest.json parse, remoteEntry.js and every file the manifest names
 * exist, and every script among them compiles (a truncated upload does not).
 */
export function checkRemoteBuild(remote: string, files: BuildFiles): CheckedBuild {
  const fix = `rebuild it (npm run mfe -- build ${remote}) and try again`;
  const info = parseJson(files, BUILD_INFO_FILE, buildInfoSchema, fix);
  if (info.kind !== 'remote' || info.name !== remote) {
    throw new DeployError(`${files.where} is a build of ${info.kind === 'host' ? 'the host' : info.name}, not of ${remote}; ${fix}`);
  }
  if (info.mode !== 'production')
    throw new DeployError(`${files.where} is a ${info.mode} build; deploy production builds only (npm run mfe -- build ${remote})`);
  const manifest = parseJson(files, MANIFEST_FILE, manifestSchema, fix);
  if (!files.has(REMOTE_ENTRY)) throw new DeployError(`${files.where} has no ${REMOTE_ENTRY}, so the build is incomplete; ${fix}`);
  const missing = filesNamedBy(manifest).filter((file) => !files.has(file));
  if (missing.length > 0) {
    throw new DeployError(
      `${files.where}: ${MANIFEST_FILE} names ${missing.length} missing file(s) (${missing.slice(0, 3).join(', ')}); ${fix}`,
    );
  }
  for (const file of [REMOTE_ENTRY, ...filesNamedBy(manifest).filter((name) => name.endsWith('.js'))]) checkScriptParses(files, file, fix);
  return {
    info,
    exposes: manifest.exposes.map((expose) => expose.path),
    exposeScripts: Object.fromEntries(manifest.exposes.map((expose) => [expose.path, expose.assets?.js?.sync ?? []])),
  };
}

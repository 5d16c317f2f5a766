import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BUILD_INFO_FILE, SERVER_DIR } from './build-files';

/** build-info.json as BuildInfoPlugin writes it. */
export const buildInfoSchema = z.object({
  kind: z.enum(['host', 'remote']),
  name: z.string(),
  packageVersion: z.string(),
  /** Names a deployment folder: starts with a letter or digit, so never '.', '..' or hidden. */
  version: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/),
  contractVersion: z.number().int(),
  shared: z.record(z.string(), z.string()),
  sourceHash: z.string(),
  mode: z.string(),
  accepts: z
    .object({
      contractVersions: z.array(z.number().int()),
      shared: z.record(z.string(), z.string()),
      /** Remote name -> the exposes this host build loads from it (REMOTE_EXPOSES when it was built). */
      exposes: z.record(z.string(), z.array(z.string())).optional(),
    })
    .optional(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

export function readBuildInfo(dir: string): BuildInfo | null {
  const file = path.join(dir, BUILD_INFO_FILE);
  if (!existsSync(file)) return null;
  return buildInfoSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/**
 * The deployment version names all that is deployed, the server bundle too. The browser build
 * versions its own files only; a change that reaches only the server bundle (its loaders, a new
 * server expose) would keep a version already deployed, and deploy skips a version it has
 * (deployments are immutable), so the web server would go on rendering the old bundle.
 */
export function versionServerBundleToo(dist: string): void {
  const infoFile = path.join(dist, BUILD_INFO_FILE);
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as BuildInfo;
  const serverDir = path.join(dist, SERVER_DIR);
  const hash = createHash('sha256').update(info.version);
  for (const name of readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(serverDir, name);
    if (statSync(file).isFile()) hash.update(name).update('\0').update(readFileSync(file));
  }
  info.version = `${info.packageVersion}-${hash.digest('hex').slice(0, 10)}`;
  writeFileSync(infoFile, `${JSON.stringify(info, null, 2)}\n`);
}

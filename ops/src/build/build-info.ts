import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BUILD_INFO_FILE } from '../webpack/build-info-plugin';

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

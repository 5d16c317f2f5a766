import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'mf-manifest.json';

/**
 * The part of mf-manifest.json the deploy check needs. The manifest is what the federation
 * runtime reads to resolve `loadRemote('catalog/TitlePage')`, so an expose missing from it
 * is missing in the browser, whatever the webpack config meant to declare.
 */
const manifestSchema = z.object({
  exposes: z.array(z.object({ path: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }).optional() }).optional() })),
});

function readManifest(dir: string): z.infer<typeof manifestSchema> | null {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) return null;
  return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The expose names ('./TitlePage', ...) of the build in `dir`, or null when it has no manifest. */
export function readManifestExposes(dir: string): string[] | null {
  return readManifest(dir)?.exposes.map((expose) => expose.path) ?? null;
}

/**
 * The scripts each expose of the build in `dir` runs before it renders (the manifest's sync
 * chunks, file names relative to remoteEntry.js), by expose name; null without a manifest.
 */
export function readManifestExposeScripts(dir: string): Record<string, string[]> | null {
  const manifest = readManifest(dir);
  if (!manifest) return null;
  return Object.fromEntries(manifest.exposes.map((expose) => [expose.path, expose.assets?.js?.sync ?? []]));
}

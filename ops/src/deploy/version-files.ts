import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * A version's list of files with their hashes, written into the store beside them, last: a
 * version whose list is absent is incomplete and does not exist for deploys or web nodes. Every
 * file is in it (chunks, server bundle, source maps, .br and .gz), so a web node checks each file
 * it copies and the registry can pin the whole version by the list's own hash.
 */
export const VERSION_FILES = '.ciao-version.json';

export const versionFilesSchema = z.object({
  name: z.string(),
  version: z.string(),
  files: z.record(z.string(), z.string()),
});
export type VersionFiles = z.infer<typeof versionFilesSchema>;

/** Subresource integrity of some bytes, as the browser checks it. */
export function integrityOfBytes(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Every file under `dir` (relative, with forward slashes), sorted: the same list on any machine. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== VERSION_FILES)
    .sort();
}

export function hashFolder(dir: string, name: string, version: string): VersionFiles {
  const files: Record<string, string> = {};
  for (const file of filesUnder(dir)) files[file] = integrityOfBytes(readFileSync(path.join(dir, file)));
  return { name, version, files };
}

/** The list as stored: its bytes are what the registry's `filesIntegrity` hashes. */
export function serializeVersionFiles(list: VersionFiles): string {
  return `${JSON.stringify(list, null, 2)}\n`;
}

/** A relative file name that stays inside its version (no `..`, no absolute path, no backslash). */
export function isSafeRelativeFile(file: string): boolean {
  return (
    file.length > 0 &&
    !file.startsWith('/') &&
    !file.includes('\\') &&
    file.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { integrityOfBytes, VERSION_FILES, versionFilesSchema } from '../deploy/version-files';

/**
 * A remote's server bundle as deployed, or an error saying why not: the web server runs it
 * in-process, so a bundle replaced in the store after its deploy must never run. Its bytes must
 * hash as the version's file list (`.ciao-version.json`, ops/src/deploy/version-files.ts) says, and
 * that list as the registry's `filesIntegrity` says when the registry records one. The bytes
 * checked are the bytes returned (read once), so nothing can be swapped in between.
 */
export function readVerifiedServerBundle(versionDir: string, file: string, filesIntegrity: string | undefined): string {
  const listBytes = readFileSync(path.join(versionDir, VERSION_FILES));
  if (filesIntegrity !== undefined && integrityOfBytes(listBytes) !== filesIntegrity) {
    throw new Error(`${VERSION_FILES} of ${versionDir} differs from the registry's filesIntegrity`);
  }
  const list = versionFilesSchema.parse(JSON.parse(listBytes.toString('utf8')));
  const relative = path.relative(versionDir, file).split(path.sep).join('/');
  const expected = list.files[relative];
  if (!expected) throw new Error(`${relative} is not in ${versionDir}'s ${VERSION_FILES}`);
  const bytes = readFileSync(file);
  if (integrityOfBytes(bytes) !== expected) throw new Error(`${relative} of ${versionDir} does not match its recorded hash`);
  return bytes.toString('utf8');
}

import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { registrySchema, type Registry } from '@ciao/shared/federation';
import { registryPath } from '../paths';
import { withFileLock } from './file-lock';

export function emptyRegistry(): Registry {
  return { schemaVersion: 1, updatedAt: new Date(0).toISOString(), remotes: {} };
}

export function readRegistry(file = registryPath()): Registry {
  if (!existsSync(file)) return emptyRegistry();
  return registrySchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Write to a temporary file then rename: readers see the old or the new registry, never half of one. */
function writeRegistryAtomically(file: string, registry: Registry): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registrySchema.parse(registry), null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * The only way to change the registry: read, change and write under one lock, so two
 * deploys at the same moment both land instead of one overwriting the other.
 */
export async function updateRegistry<T>(change: (registry: Registry) => T, file = registryPath()): Promise<T> {
  mkdirSync(path.dirname(file), { recursive: true });
  return withFileLock(`${file}.lock`, () => {
    const registry = readRegistry(file);
    const result = change(registry);
    registry.updatedAt = new Date().toISOString();
    writeRegistryAtomically(file, registry);
    return result;
  });
}

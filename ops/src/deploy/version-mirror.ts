import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeployError } from './deploy-error';
import { VERSION_FILES, integrityOfBytes, isSafeRelativeFile } from './version-files';
import { FolderVersionStore, type VersionStore, parseVersionFiles } from './version-store';

/**
 * A web node's local copy of the versions it serves and renders with: the folder store's own
 * folder, or, for object storage, a cache folder filled from the store one whole version at a
 * time (every file checked against the version's list, the list against the registry's hash),
 * renamed into place when complete. Versions are immutable, so a copy never goes stale; static
 * serving and the server bundles' loading read the local folder as they always did.
 */
export class VersionMirror {
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly store: VersionStore,
    /** Where copies go; ignored for a folder store, which is its own copy. */
    private readonly cacheDir: string,
  ) {}

  /** The folder holding `<name>/<version>/<file>`. */
  get root(): string {
    return this.store instanceof FolderVersionStore ? this.store.root : this.cacheDir;
  }

  private isLocal(name: string, version: string): boolean {
    return existsSync(path.join(this.root, name, version, VERSION_FILES));
  }

  /**
   * Makes a complete, checked copy of a version local (once, however many ask at the same time).
   * `filesIntegrity`, when known (the registry's), must match the stored list.
   */
  async ensure(name: string, version: string, filesIntegrity?: string): Promise<void> {
    if (this.store instanceof FolderVersionStore) {
      if (!filesIntegrity || !this.isLocal(name, version)) return;
      const list = readFileSync(path.join(this.root, name, version, VERSION_FILES));
      if (integrityOfBytes(list) !== filesIntegrity) throw new DeployError(`${name}@${version}: its file list differs from the registry's`);
      return;
    }
    if (this.isLocal(name, version)) return;
    const key = `${name}/${version}`;
    let work = this.pending.get(key);
    if (!work) {
      work = this.copy(name, version, filesIntegrity).finally(() => this.pending.delete(key));
      this.pending.set(key, work);
    }
    await work;
  }

  private async copy(name: string, version: string, filesIntegrity?: string): Promise<void> {
    const stored = await this.store.readList(name, version);
    if (!stored) throw new DeployError(`${name}@${version} is not in the store`);
    if (filesIntegrity && integrityOfBytes(stored.bytes) !== filesIntegrity) {
      throw new DeployError(`${name}@${version}: the stored file list differs from the registry's`);
    }
    const target = path.join(this.root, name, version);
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    try {
      for (const [file, integrity] of Object.entries(stored.list.files)) {
        if (!isSafeRelativeFile(file)) throw new DeployError(`${name}@${version}: refusing the file name ${JSON.stringify(file)}`);
        const bytes = await this.store.readFile(name, version, file);
        if (!bytes || integrityOfBytes(bytes) !== integrity)
          throw new DeployError(`${name}@${version}: ${file} is missing or differs from its hash`);
        mkdirSync(path.dirname(path.join(temporary, file)), { recursive: true });
        writeFileSync(path.join(temporary, file), bytes);
      }
      writeFileSync(path.join(temporary, VERSION_FILES), stored.bytes);
      parseVersionFiles(stored.bytes, `${name}@${version}`);
      if (!this.isLocal(name, version)) {
        rmSync(target, { recursive: true, force: true });
        renameSync(temporary, target);
      }
    } finally {
      rmSync(temporary, { recursive: true, force: true });
    }
  }
}

import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { DeployError } from './deploy-error';
import { VERSION_FILES, type VersionFiles, serializeVersionFiles, versionFilesSchema } from './version-files';

/**
 * Where immutable version files live: a folder (`npm start`, one machine) or S3-compatible
 * object storage (production: every web node and every team's pipeline sees the same files).
 * A version is complete once its file list (version-files.ts) is stored, which put() does last.
 */
export interface VersionStore {
  /** For messages: the folder or the bucket. */
  readonly description: string;
  /** The version's file list and its stored bytes, or null when the version is absent or incomplete. */
  readList(name: string, version: string): Promise<{ list: VersionFiles; bytes: Buffer } | null>;
  /** One file of a version, or null. */
  readFile(name: string, version: string, file: string): Promise<Buffer | null>;
  /** Stores a checked build folder as a version: every file first, the list last. */
  put(name: string, dir: string, list: VersionFiles): Promise<void>;
  /** The complete versions of one package. */
  versions(name: string): Promise<string[]>;
}

export function parseVersionFiles(bytes: Buffer, where: string): VersionFiles {
  try {
    return versionFilesSchema.parse(JSON.parse(bytes.toString('utf8')));
  } catch {
    throw new DeployError(`${where}: the stored file list is damaged; publish the version again under a new version`);
  }
}

/** The local folder store (DEPLOYMENTS_DIR): `<root>/<name>/<version>/<file>`. */
export class FolderVersionStore implements VersionStore {
  constructor(readonly root: string) {}

  get description(): string {
    return `folder ${this.root}`;
  }

  versionDir(name: string, version: string): string {
    return path.join(this.root, name, version);
  }

  async readList(name: string, version: string) {
    const file = path.join(this.versionDir(name, version), VERSION_FILES);
    if (!existsSync(file)) return null;
    const bytes = readFileSync(file);
    return { list: parseVersionFiles(bytes, `${name}@${version}`), bytes };
  }

  async readFile(name: string, version: string, file: string) {
    const full = path.join(this.versionDir(name, version), file);
    return existsSync(full) ? readFileSync(full) : null;
  }

  /**
   * Copies into a temporary sibling and renames it into place, so a version folder is either
   * complete (with its list) or absent; a folder left without a list (an interrupted copy of an
   * older tool) is replaced. Files already served are never changed: a complete version is kept.
   */
  async put(name: string, dir: string, list: VersionFiles): Promise<void> {
    const target = this.versionDir(name, list.version);
    if (existsSync(path.join(target, VERSION_FILES))) return;
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      cpSync(dir, temporary, { recursive: true });
      writeFileSync(path.join(temporary, VERSION_FILES), serializeVersionFiles(list));
      if (existsSync(target)) {
        const stale = `${target}.${process.pid}.${Date.now()}.stale`;
        renameSync(target, stale);
        rmSync(stale, { recursive: true, force: true });
      }
      renameSync(temporary, target);
    } catch (error) {
      rmSync(temporary, { recursive: true, force: true });
      // A concurrent put of the same version renamed its identical copy first.
      if (!existsSync(path.join(target, VERSION_FILES))) throw error;
    }
  }

  async versions(name: string): Promise<string[]> {
    const dir = path.join(this.root, name);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).filter((version) => existsSync(path.join(dir, version, VERSION_FILES)));
  }
}

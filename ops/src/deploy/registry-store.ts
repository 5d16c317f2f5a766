import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { registryDeploymentSchema, registrySchema, type Registry } from '@ciao/shared/federation';
import { buildInfoSchema } from '../build/build-info';
import { DeployError } from './deploy-error';
import { withFileLock } from './file-lock';

/**
 * The host build now served (recorded by a host release, `npm run mfe -- deploy host`): what
 * deploys, canaries and rollbacks of remotes are checked against. Never sent to browsers.
 */
export const hostReleaseSchema = z.object({
  version: z.string(),
  releasedAt: z.string(),
  releasedBy: z.string(),
  build: buildInfoSchema,
});
export type HostRelease = z.infer<typeof hostReleaseSchema>;

/**
 * A canary release of a remote (issue 23): a deployment checked like a deploy, served to the
 * browsers whose cohort falls under `percent` (ops/src/server/cohort.ts) while the others keep
 * the active version. It ends by `promote` (it becomes active) or `abort` (by ops, or by the
 * canary guard when its field error rate exceeds stable's).
 */
export const canarySchema = registryDeploymentSchema.extend({
  /** Share of browsers on the canary, 1-99. */
  percent: z.number().int().min(1).max(99),
  startedAt: z.string(),
  startedBy: z.string(),
});
export type Canary = z.infer<typeof canarySchema>;

/**
 * The registry as ops keep it: what browsers get (`Registry`) plus the host release and the
 * running canaries, which browsers never see as such: each gets the registry of its cohort.
 */
export const registryStateSchema = registrySchema.extend({
  host: hostReleaseSchema.optional(),
  canaries: z.record(z.string(), canarySchema).default({}),
});
export type RegistryState = z.infer<typeof registryStateSchema>;

export const AUDIT_ACTIONS = ['publish', 'deploy', 'rollback', 'pin', 'unpin', 'host-release', 'canary', 'promote', 'abort'] as const;
export const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** A remote name, or `host`. */
  remote: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditInput = Omit<AuditEntry, 'at'>;

/** What a change of the registry returns: its result, the audit lines it writes, and whether it wrote anything. */
export interface RegistryChange<T> {
  result: T;
  audit: AuditInput[];
  /** True when the registry itself is not changed (a deploy of the active version, a publish): only the audit lines are written. */
  unchanged?: boolean;
}

/**
 * The one mutable record of the platform. Every change goes through update(): read, change and
 * write as one atomic step (a lock, or a row lock in PostgreSQL), with its audit lines in the
 * same step, so four teams deploying at once all land and the log matches the registry.
 */
export interface RegistryStore {
  readonly description: string;
  read(): Promise<RegistryState>;
  update<T>(change: (state: RegistryState) => RegistryChange<T>): Promise<T>;
  /** Audit lines, newest first, of one remote (or all). */
  auditLog(remote?: string, limit?: number): Promise<AuditEntry[]>;
  /** Calls back soon after another process changes the registry; resolves with its stop function. */
  watch(onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function emptyRegistry(): RegistryState {
  return { schemaVersion: 1, updatedAt: new Date(0).toISOString(), remotes: {}, canaries: {} };
}

/** The registry of the stable cohort (inlined in the page, /registry.json): no host release, no canaries. */
export function publicRegistry(state: RegistryState): Registry {
  return registrySchema.parse(state);
}

export function parseRegistryState(text: string, where: string): RegistryState {
  try {
    return registryStateSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new DeployError(`the registry in ${where} is damaged (${(error as Error).message.split('\n')[0]}); restore it from a backup`);
  }
}

const FILE_POLL_MS = 200;

/**
 * The registry of one machine (`npm start`, a developer's folder): registry.json, written by a
 * rename under a lock file, and its audit log appended to audit.jsonl under the same lock.
 * PGlite is not used here: it admits one process, and the CLI runs beside the server.
 */
export class FileRegistryStore implements RegistryStore {
  constructor(readonly file: string) {}

  get description(): string {
    return `file ${this.file}`;
  }

  private get auditFile(): string {
    return path.join(path.dirname(this.file), 'audit.jsonl');
  }

  readSync(): RegistryState {
    if (!existsSync(this.file)) return emptyRegistry();
    return parseRegistryState(readFileSync(this.file, 'utf8'), this.file);
  }

  /** The registry file's modification time (0 when absent): a change shows on the next read. */
  mtimeMs(): number {
    try {
      return statSync(this.file).mtimeMs;
    } catch {
      return 0;
    }
  }

  async read(): Promise<RegistryState> {
    return this.readSync();
  }

  async update<T>(change: (state: RegistryState) => RegistryChange<T>): Promise<T> {
    mkdirSync(path.dirname(this.file), { recursive: true });
    return withFileLock(`${this.file}.lock`, () => {
      const state = this.readSync();
      const outcome = change(state);
      const at = new Date().toISOString();
      if (!outcome.unchanged) {
        state.updatedAt = at;
        // A temporary file renamed into place: readers see the old or the new registry, never half of one.
        const temporary = `${this.file}.${process.pid}.${Date.now()}.tmp`;
        writeFileSync(temporary, `${JSON.stringify(registryStateSchema.parse(state), null, 2)}\n`);
        renameSync(temporary, this.file);
      }
      const lines = outcome.audit.map((entry) => JSON.stringify({ at, ...entry })).join('\n');
      if (lines) appendFileSync(this.auditFile, `${lines}\n`);
      return outcome.result;
    });
  }

  async auditLog(remote?: string, limit = 50): Promise<AuditEntry[]> {
    if (!existsSync(this.auditFile)) return [];
    return readFileSync(this.auditFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => auditEntrySchema.parse(JSON.parse(line)))
      .filter((entry) => !remote || entry.remote === remote)
      .reverse()
      .slice(0, limit);
  }

  async watch(onChange: () => void): Promise<() => Promise<void>> {
    let last = this.mtimeMs();
    const timer = setInterval(() => {
      const now = this.mtimeMs();
      if (now !== last) {
        last = now;
        onChange();
      }
    }, FILE_POLL_MS);
    timer.unref();
    return async () => clearInterval(timer);
  }

  async close(): Promise<void> {}
}
